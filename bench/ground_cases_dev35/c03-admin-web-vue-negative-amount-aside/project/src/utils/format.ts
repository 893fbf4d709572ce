/**
 * 金额 / 数字格式化
 * 约定: 后端返回的金额一律是「分」(整数), 展示时转成元, 保留两位小数
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

export interface AmountOptions {
  /** 是否带 ¥ 符号, 默认带 */
  symbol?: boolean
}

export function formatAmount(cents: number | null | undefined, opts: AmountOptions = {}): string {
  if (cents === null || cents === undefined || Number.isNaN(cents)) {
    return '--'
  }
  const { symbol = true } = opts
  const sign = cents < 0 ? '-' : ''
  const yuan = (cents / 100).toFixed(2)
  const [int, dec] = yuan.split('.')
  const grouped = int.replace(THOUSANDS, ',')
  return `${sign}${symbol ? '¥' : ''}${grouped}.${dec}`
}

export function formatPercent(ratio: number | null | undefined, digits = 1): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) {
    return '--'
  }
  return `${(ratio * 100).toFixed(digits)}%`
}

export function formatCount(n: number): string {
  if (n >= 10000) {
    return `${(n / 10000).toFixed(1)}万`
  }
  return String(n).replace(THOUSANDS, ',')
}

/** 138****5678 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}
