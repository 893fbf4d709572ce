const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export function formatCents(cents) {
  return EURO.format(cents / 100);
}

function pad(n) {
  return String(n).padStart(2, '0');
}

// "14.05.2024" — used in order confirmation emails.
export function formatOrderDate(date) {
  const d = new Date(date);
  return `${pad(d.getDate())}.${pad(d.getMonth())}.${d.getFullYear()}`;
}

export function formatOrderNumber(id) {
  return `CS-${String(id).padStart(6, '0')}`;
}
