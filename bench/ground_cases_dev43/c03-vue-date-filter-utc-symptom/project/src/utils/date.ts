import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import 'dayjs/locale/zh-cn'

dayjs.extend(relativeTime)
dayjs.extend(utc)
dayjs.extend(timezone)

/** 运营后台统一按北京时间展示 */
export const DISPLAY_TZ = 'Asia/Shanghai'

export const DATE_FMT = 'YYYY-MM-DD'
export const DATETIME_FMT = 'YYYY-MM-DD HH:mm:ss'

/** 后端返回的时间字符串 -> 页面展示 */
export function formatDateTime(value?: string | null, fmt = DATETIME_FMT): string {
  if (!value) return '-'
  // 后端返回的是不带时区的 UTC 时间，要按 UTC 解析再转北京时间
  return dayjs.utc(value).tz(DISPLAY_TZ).format(fmt)
}

export function formatDate(value?: string | null): string {
  return formatDateTime(value, DATE_FMT)
}

/** 日期范围选择器 -> 列表接口的 startTime / endTime */
export function buildDateRange(range?: [Date, Date] | null): { startTime?: string; endTime?: string } {
  if (!range || range.length !== 2) return {}
  const [from, to] = range
  return {
    startTime: dayjs(from).format(DATE_FMT) + 'T00:00:00Z',
    endTime: dayjs(to).format(DATE_FMT) + 'T23:59:59Z',
  }
}

/** 几分钟前 / 几小时前，用在消息中心 */
export function fromNow(value?: string | null, locale = 'zh-cn'): string {
  if (!value) return ''
  return dayjs(value).locale(locale).fromNow()
}

/** 订单超时倒计时（秒） */
export function secondsLeft(expireAt: string, now = Date.now()): number {
  const diff = dayjs(expireAt).valueOf() - now
  return diff > 0 ? Math.floor(diff / 1000) : 0
}
