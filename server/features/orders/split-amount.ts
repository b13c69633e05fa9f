/**
 * Splits an order amount across its lines in proportion to their list prices, whole dong each,
 * the remainder of the rounding on the first line (docs/product/orders-and-payment.md
 * "Orders"). Lines whose prices are all 0 share equally. BigInt keeps amount × price exact.
 */
export function splitAmount(amount: number, listPrices: readonly number[]): number[] {
  if (listPrices.length === 0) return [];
  const weights = listPrices.some((p) => p > 0)
    ? listPrices.map((p) => BigInt(Math.max(0, p)))
    : listPrices.map(() => 1n);
  const total = weights.reduce((sum, w) => sum + w, 0n);
  const shares = weights.map((w) => Number((BigInt(amount) * w) / total));
  const remainder = amount - shares.reduce((sum, s) => sum + s, 0);
  shares[0] = (shares[0] ?? 0) + remainder;
  return shares;
}
