// 金额统一以「分」存储，展示时转成元
const formatter = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
})

export function formatPrice(cents) {
  const n = Number(cents)
  if (!Number.isFinite(n)) return '¥0.00'
  return formatter.format(n / 100)
}
