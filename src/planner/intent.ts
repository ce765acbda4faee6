/**
 * Deterministic keyword reading of the free-text `requirements` and `preferences.notes`, in
 * English and Albanian. Text is folded (lower case, diacritics removed: "qetë" -> "qete")
 * before matching whole words. Negations ("not white") are not understood.
 */
export interface Intent {
  smallFormFactor: boolean;
  quiet: boolean;
  wifi: boolean;
  fourK: boolean;
  streaming: boolean;
  white: boolean;
  rgb: boolean;
}

export type IntentKey = keyof Intent;

const PATTERNS: Record<IntentKey, RegExp> = {
  smallFormFactor: /\b(sff|small[- ]form[- ]factor|mini[- ]?itx|itx|compact|kompakt\w*|(?:i|e|te) vogel)\b/,
  quiet: /\b(quiet|silent|low[- ]noise|(?:i|e|te) qete|qetesi\w*|pa zhurme|heshtur)\b/,
  wifi: /\b(wi-?fi|wireless|pa tel[ae]?)\b/,
  fourK: /\b(4k|2160p|uhd)\b/,
  streaming: /\b(stream\w*|striming|transmetim\w*|twitch)\b/,
  white: /\b(white|bardhe|bardha)\b/,
  rgb: /\b(rgb|argb)\b/,
};

/** How each applied keyword is described in the plan's rationale. */
export const INTENT_EFFECTS: Record<IntentKey, string> = {
  smallFormFactor: 'small form factor (Mini-ITX board, ITX case, SFX PSU where available)',
  quiet: 'quiet (large air cooler or 240 mm+ AIO, 80+ Gold or better PSU)',
  wifi: 'Wi-Fi on the motherboard',
  fourK: '4K (GPU weighted more)',
  streaming: 'streaming (CPU cores weighted more)',
  white: 'white case, RAM and cooler where available',
  rgb: 'RGB RAM, case and cooler where available',
};

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export function readIntent(...texts: (string | undefined)[]): Intent {
  const text = foldText(texts.filter((t): t is string => Boolean(t)).join(' \n '));
  const intent = {} as Intent;
  for (const key of Object.keys(PATTERNS) as IntentKey[]) intent[key] = PATTERNS[key].test(text);
  return intent;
}
