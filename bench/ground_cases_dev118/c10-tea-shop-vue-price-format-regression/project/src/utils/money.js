// All prices are integer cents (分) end to end; only the UI turns them into yuan.

const cny = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' })

export function formatPrice(cents) {
  return cny.format(cents)
}

export function lineTotal(item) {
  return item.priceCents * item.qty
}

export function cartTotal(items) {
  return items.reduce((sum, item) => sum + lineTotal(item), 0)
}

export const FREE_SHIPPING_CENTS = 9900
export const SHIPPING_FEE_CENTS = 1000

export function shippingFee(subtotalCents) {
  if (subtotalCents === 0) return 0
  return subtotalCents >= FREE_SHIPPING_CENTS ? 0 : SHIPPING_FEE_CENTS
}
