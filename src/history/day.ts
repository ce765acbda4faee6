/**
 * Price-history days are calendar days in Kosovo (Europe/Belgrade: CET, CEST in summer), the
 * days shoppers live in: a publish at 00:30 local time belongs to that local day, not to the
 * UTC day before. In memory a day is its number since 1970-01-01, so windows are arithmetic.
 */
const LOCAL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 86_400_000;

/** The local date (`YYYY-MM-DD`) of an instant. */
export function localDay(instant: string | Date): string {
  return LOCAL_DATE.format(typeof instant === 'string' ? new Date(instant) : instant);
}

export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
