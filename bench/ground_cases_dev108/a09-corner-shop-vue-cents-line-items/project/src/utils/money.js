// All prices in the app are integer cents, as the API sends them.

const formatters = new Map();

function formatterFor(currency, locale) {
  const key = `${locale}:${currency}`;
  if (!formatters.has(key)) {
    formatters.set(key, new Intl.NumberFormat(locale, { style: 'currency', currency }));
  }
  return formatters.get(key);
}

export function formatCents(cents, currency = 'USD', locale = 'en-US') {
  return formatterFor(currency, locale).format(cents / 100);
}

export function sumCents(values) {
  return values.reduce((total, v) => total + v, 0);
}

export function percentOf(cents, percent) {
  return Math.round((cents * percent) / 100);
}

export function parseDollars(input) {
  const cleaned = String(input).replace(/[^0-9.]/g, '');
  if (!cleaned) return 0;
  const [whole, frac = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}
