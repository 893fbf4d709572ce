// 送料ルール: 税込小計が FREE_SHIPPING_THRESHOLD 円以上なら送料無料。
export const FREE_SHIPPING_THRESHOLD = 5000;

const RATES = {
  hokkaido: 1200,
  okinawa: 1500,
  remote_island: 2000,
  default: 800,
};

export function computeShipping(subtotal, region) {
  if (subtotal > FREE_SHIPPING_THRESHOLD) return 0;
  return RATES[region] ?? RATES.default;
}

export function remainingForFreeShipping(subtotal) {
  return Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal);
}
