/** 分 -> 元字符串，保留两位：12990 -> "129.90" */
export function formatFen(fen: number | null | undefined): string {
  if (fen == null || Number.isNaN(fen)) return '0.00'
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  const yuan = Math.floor(abs / 100)
  const cents = String(abs % 100).padStart(2, '0')
  return `${sign}${yuan.toLocaleString('zh-CN')}.${cents}`
}

/** 元字符串 -> 分，给表单用 */
export function parseYuan(input: string): number {
  const v = input.trim()
  if (!/^-?\d+(\.\d{1,2})?$/.test(v)) {
    throw new Error(`金额格式不对: ${input}`)
  }
  const [i, d = ''] = v.replace('-', '').split('.')
  const fen = Number(i) * 100 + Number(d.padEnd(2, '0'))
  return v.startsWith('-') ? -fen : fen
}
