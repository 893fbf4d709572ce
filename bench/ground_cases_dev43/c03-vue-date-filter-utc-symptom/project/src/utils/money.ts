/** 金额工具：接口统一用分（整数），页面展示用元 */
export function fenToYuan(fen?: number | null): string {
  if (fen == null || Number.isNaN(fen)) return '0.00'
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function formatYuan(fen?: number | null): string {
  return `¥${fenToYuan(fen)}`
}
