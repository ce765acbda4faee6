/**
 * Drive sizes as makers and shops write them: one drive is sold as `1024GB` and `1TB`
 * (binary and decimal sizes of one product), but a `960GB` drive is another product than a
 * `1TB` one. Two sizes within 2.5% of each other are one size.
 */
export const sameCapacity = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b) <= 0.025;
