const { parseDate, formatTime, formatDate, pad } = require('../miniprogram/utils/date')

describe('date utils', () => {
  test('parseDate accepts dash format (iOS safe)', () => {
    const d = parseDate('2025-11-08 10:05:00')
    expect(d.getFullYear()).toBe(2025)
    expect(d.getMonth()).toBe(10)
    expect(d.getDate()).toBe(8)
  })

  test('parseDate returns null for empty input', () => {
    expect(parseDate('')).toBeNull()
  })

  test('formatTime uses local time', () => {
    expect(formatTime(parseDate('2025-11-08 10:05:00'))).toBe('10:05')
  })

  test('formatDate pads month and day', () => {
    expect(formatDate(parseDate('2025-01-02 00:00:00'))).toBe('2025-01-02')
  })

  test('pad', () => {
    expect(pad(3)).toBe('03')
    expect(pad(12)).toBe('12')
  })
})
