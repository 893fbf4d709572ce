// 日期工具。后端返回的时间是 "2025-11-08 10:00:00"（北京时间，无时区）
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

function pad(n) {
  return n < 10 ? '0' + n : '' + n
}

function parseDate(str) {
  if (!str) return null
  // iOS 不认 "2025-11-08 10:00:00"，换成 "2025/11/08 10:00:00"
  return new Date(str.replace(/-/g, '/'))
}

function formatDate(d) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

function formatTime(d) {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

function weekdayLabel(d) {
  const today = new Date()
  const diff = Math.round((startOfDay(d) - startOfDay(today)) / 86400000)
  if (diff === 0) return '今天'
  if (diff === 1) return '明天'
  return WEEKDAYS[d.getDay()]
}

function startOfDay(d) {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}

module.exports = {
  pad,
  parseDate,
  formatDate,
  formatTime,
  weekdayLabel,
}
