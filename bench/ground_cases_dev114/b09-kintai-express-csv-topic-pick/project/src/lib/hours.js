// Working hours from "HH:MM" clock times. Break: 1h when the shift is over 6h.

const REGULAR_HOURS = 8;

function minutes(hhmm) {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

function shiftHours(clockIn, clockOut) {
  if (!clockIn || !clockOut) return 0;
  let span = minutes(clockOut) - minutes(clockIn);
  if (span < 0) span += 24 * 60; // clocked out after midnight
  const worked = span > 6 * 60 ? span - 60 : span;
  return Math.round((worked / 60) * 100) / 100;
}

function overtimeHours(clockIn, clockOut) {
  return Math.max(0, Math.round((shiftHours(clockIn, clockOut) - REGULAR_HOURS) * 100) / 100);
}

module.exports = { minutes, shiftHours, overtimeHours, REGULAR_HOURS };
