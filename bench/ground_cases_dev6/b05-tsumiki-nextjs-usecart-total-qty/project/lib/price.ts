const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" });

export function formatYen(amount: number): string {
  return yen.format(amount);
}

/** Free shipping from 5,000 yen. */
export function shippingFee(total: number): number {
  return total >= 5000 ? 0 : 550;
}
