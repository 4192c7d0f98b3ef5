/**
 * A count as English writes it, with a comma between each group of three digits ("1,000", "12,500"): what
 * `n.toLocaleString("en-US")` gives for an integer, without starting the browser's number formatting. The
 * contracts write their limits into messages when their modules load, and the first `toLocaleString` of a page
 * loads the locale's data: about 170 ms at Lighthouse's 4× CPU on the signed-in home (decision 054).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString("en-US");
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return count < 0 ? `-${digits}` : digits;
}
