/**
 * A whole number with Indian digit grouping, as `toLocaleString('en-IN')` writes it: the last three
 * digits, then groups of two (5,000 · 1,00,000 · 12,34,567).
 *
 * Written out because the first `toLocaleString` or `Intl.NumberFormat` call in a page loads the
 * locale's data, which costs a slow phone about 30 ms of blocked main thread during hydration.
 */
export function formatIndianNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  if (digits.length <= 3) return sign + digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${rest},${lastThree}`;
}
