/** Small numeric helpers shared by the bench scripts. */

/** Nearest-rank percentile of an ascending array (0 when empty). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export interface Distribution {
  n: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
}

/** Percentiles of a list of durations in milliseconds. */
export function distribution(samples: readonly number[] | Float64Array): Distribution {
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    n: sorted.length,
    p50Ms: round(percentile(sorted, 50), 3),
    p99Ms: round(percentile(sorted, 99), 3),
    meanMs: round(sorted.length ? sum / sorted.length : 0, 3),
    maxMs: round(sorted.length ? sorted[sorted.length - 1] : 0, 3),
  };
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** a / b, or null when either is missing or b is 0. */
export function ratio(a: number | null | undefined, b: number | null | undefined, digits = 2): number | null {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null;
  return round(a / b, digits);
}

/** Growable sample buffer, cheap to append to from a hot event handler. */
export class Samples {
  private buf = new Float64Array(1 << 14);
  private len = 0;

  push(v: number): void {
    if (this.len === this.buf.length) {
      const next = new Float64Array(this.buf.length * 2);
      next.set(this.buf);
      this.buf = next;
    }
    this.buf[this.len++] = v;
  }

  values(): Float64Array {
    return this.buf.subarray(0, this.len);
  }
}
