// "HH:mm" strings <-> minutes since midnight. Bookings are within one day,
// so we never need dates or time zones here.

const HHMM = /^(\d{1,2}):(\d{2})$/;

function toMinutes(hhmm) {
  const m = HHMM.exec(hhmm);
  if (!m) {
    throw new Error(`bad time: ${hhmm}`);
  }
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) {
    throw new Error(`bad time: ${hhmm}`);
  }
  return h * 60 + min;
}

function fromMinutes(n) {
  const h = Math.floor(n / 60);
  const m = n % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

function isValidDate(s) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

module.exports = { toMinutes, fromMinutes, isValidDate };
