export function formatDate(value) {
  if (!value) return ''
  const d = new Date(value)
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`
}

export function formatYen(value) {
  if (value == null) return ''
  return `¥${Number(value).toLocaleString('ja-JP')}`
}
