const yen = new Intl.NumberFormat("ja-JP", {
  style: "currency",
  currency: "JPY",
});

export function formatYen(amount: number): string {
  return yen.format(Math.round(amount));
}

export function sumBy<T>(items: T[], pick: (item: T) => number): number {
  let total = 0;
  for (const item of items) {
    total += pick(item);
  }
  return total;
}

export const FREE_SHIPPING_FROM = 5000;
export const SHIPPING_FEE = 550;

export function shippingFor(subtotal: number): number {
  if (subtotal <= 0) {
    return 0;
  }
  return subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}
