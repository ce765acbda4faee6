/** RGB lighting, a spec of cases, coolers and memory kits (`lighting`: true, false or unknown). */

/** A lighting word in a name (`ARGB`, `A-RGB`, `D-RGB`, `ADD-RGB`, `RGB`, `ARGB Sync`). */
export const LIT_WORD = /\b(?:A-?|D-?|ADD-?)?RGB\b/i;

/** The `lighting` a product's specs state; null for unknown and for categories without it. */
export const statedLighting = (specs: unknown): boolean | null => (specs as { lighting?: boolean | null }).lighting ?? null;
