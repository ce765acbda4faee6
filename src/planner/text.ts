import { LIMITS } from './types.js';

/** Whole euros read better in prose; the plan's numeric fields keep cents. */
export function euros(amount: number): string {
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < -0.5 ? '-' : ''}€${digits}`;
}

export function clip(text: string, max: number = LIMITS.text): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
