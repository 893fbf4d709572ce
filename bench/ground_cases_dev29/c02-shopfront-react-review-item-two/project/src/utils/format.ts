// Money formatting for the storefront. The API sends decimal strings; the UI
// sometimes has numbers after arithmetic. Both are accepted.

export function formatPrice(value: number | string, currency = '¥'): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) {
    return `${currency}--`;
  }
  const sign = n < 0 ? '-' : '';
  return `${sign}${currency}${Math.abs(n).toFixed(2)}`;
}

export function formatQty(qty: number): string {
  return qty > 99 ? '99+' : String(qty);
}

export function pluralItems(count: number): string {
  return `${count} 件商品`;
}
