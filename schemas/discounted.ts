/** A price less a percentage, in whole minor units (rounded half up, as a cashier would). */
export function discounted(minor: number, percent: number): number {
  return Math.round((minor * (100 - percent)) / 100);
}
