// Date helpers shared by the booking flow.

// `locale` defaults to the browser's preferred languages.
export function formatDate(value, locale = undefined) {
  const d = value instanceof Date ? value : new Date(value);
  return d.toLocaleDateString(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
}

export function nights(checkIn, checkOut) {
  const ms = new Date(checkOut) - new Date(checkIn);
  return Math.max(0, Math.round(ms / 86400000));
}

export function toISODate(d) {
  return d.toISOString().slice(0, 10);
}
