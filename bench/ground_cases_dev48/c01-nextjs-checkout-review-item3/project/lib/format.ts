const cny = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
});

/** Cents to a display price, e.g. 129900 -> ¥1,299.00 */
export function formatPrice(cents: number): string {
  return cny.format(cents / 100);
}

const dateFmt = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function formatOrderDate(iso: string): string {
  return dateFmt.format(new Date(iso));
}

export function maskPhone(phone: string): string {
  if (phone.length !== 11) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export function pluralItems(n: number): string {
  return `${n} 件商品`;
}

export function truncate(text: string, max = 24): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
