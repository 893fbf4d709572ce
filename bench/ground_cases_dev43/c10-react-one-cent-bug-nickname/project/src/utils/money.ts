/**
 * 金额工具。后端接口统一用分（整数），输入框和展示用元。
 */

/** 元 -> 分，提交给后端前调用 */
export function yuanToFen(yuan: number): number {
  if (!Number.isFinite(yuan)) {
    throw new Error(`invalid amount: ${yuan}`)
  }
  return Math.round(yuan * 100)
}

/** 分 -> 元字符串，保留两位 */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** 带货币符号 */
export function formatFen(fen: number): string {
  return `¥${fenToYuan(fen)}`
}

/** 输入框里的字符串 -> 元，非法返回 NaN */
export function parseYuan(input: string): number {
  const trimmed = input.trim()
  if (!/^\d+(\.\d+)?$/.test(trimmed)) {
    return NaN
  }
  return Number(trimmed)
}
