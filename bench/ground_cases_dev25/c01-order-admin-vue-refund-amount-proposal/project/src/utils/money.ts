/**
 * 金额工具。后端所有金额字段都是「分」(整数),退款单为负数。
 */

export interface FormatOptions {
  currency?: string
  /** 正数前面是否显示 + 号 */
  showPlus?: boolean
}

const CN = new Intl.NumberFormat('zh-CN')

/** 分 -> 展示用字符串,例如 123456 -> ¥1,234.56 */
export function formatAmount(cents: number, opts: FormatOptions = {}): string {
  const { currency = '¥', showPlus = false } = opts
  if (!Number.isFinite(cents)) return '--'
  const negative = cents < 0
  const yuan = Math.floor(cents / 100)
  const fen = Math.abs(cents % 100)
  const body = `${CN.format(Math.abs(yuan))}.${String(fen).padStart(2, '0')}`
  const sign = negative ? '-' : showPlus && cents > 0 ? '+' : ''
  return `${sign}${currency}${body}`
}

/** 输入框里的「元」字符串 -> 分,非法输入返回 null */
export function parseAmount(input: string): number | null {
  const s = input.replace(/[,\s¥]/g, '')
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null
  const [intPart, decPart = ''] = s.replace('-', '').split('.')
  const cents = Number(intPart) * 100 + Number(decPart.padEnd(2, '0'))
  return s.startsWith('-') ? -cents : cents
}

/** 多笔金额求和(分),忽略 null/undefined */
export function sumCents(values: Array<number | null | undefined>): number {
  return values.reduce<number>((acc, v) => acc + (v ?? 0), 0)
}
