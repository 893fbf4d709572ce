// Price text <-> number helpers shared by the content script, popup and worker.

const SYMBOLS = { '$': 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

export function detectCurrency(text, fallback = 'USD') {
  for (const [sym, code] of Object.entries(SYMBOLS)) {
    if (text.includes(sym)) return code;
  }
  const m = text.match(/\b(USD|EUR|GBP|JPY)\b/);
  return m ? m[1] : fallback;
}

/**
 * "$1,299.00" -> 1299, "US $24.99" -> 24.99
 */
export function parsePrice(text) {
  if (!text) return null;
  const value = parseFloat(text.replace(/[^0-9.]/g, ''));
  return Number.isFinite(value) ? value : null;
}

export function formatPrice(value, currency = 'USD', locale = 'en-US') {
  if (value == null) return '—';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

export function percentDrop(oldPrice, newPrice) {
  if (!oldPrice || newPrice == null) return 0;
  return Math.round(((oldPrice - newPrice) / oldPrice) * 100);
}

export function isValidTarget(value) {
  return Number.isFinite(value) && value > 0 && value < 1e7;
}
