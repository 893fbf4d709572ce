// Prices travel as integer fen (1/100 yuan) everywhere in the app.

export function fenToYuan(fen) {
  return fen / 100
}

export function formatFen(fen) {
  if (!Number.isFinite(fen)) return '¥0.00'
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  const yuan = Math.floor(abs / 100).toLocaleString('en-US')
  const cents = String(abs % 100).padStart(2, '0')
  return `${sign}¥${yuan}.${cents}`
}

export function yuanToFen(yuan) {
  const n = Number(yuan)
  if (!Number.isFinite(n)) return 0
  return Math.round(n * 100)
}

export function sumFen(values) {
  return values.reduce((a, b) => a + b, 0)
}

export function discountFen(fen, percentOff) {
  if (percentOff <= 0) return fen
  if (percentOff >= 100) return 0
  return Math.round((fen * (100 - percentOff)) / 100)
}
