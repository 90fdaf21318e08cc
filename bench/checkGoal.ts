export type Comparison = '<=' | '<' | '>=';

/** Whether a measured figure meets its limit; a figure not measured (NaN) meets nothing. */
export function checkGoal(value: number, comparison: Comparison, limit: number): boolean {
  if (Number.isNaN(value) || Number.isNaN(limit)) return false;
  switch (comparison) {
    case '<=':
      return value <= limit;
    case '<':
      return value < limit;
    case '>=':
      return value >= limit;
  }
}
