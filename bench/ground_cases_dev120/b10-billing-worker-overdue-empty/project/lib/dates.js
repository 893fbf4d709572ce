const DAY_MS = 24 * 60 * 60 * 1000;

// Calendar days from now until date, comparing dates only (time of day ignored).
function daysUntil(date, now = new Date()) {
  const a = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const b = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.abs(Math.round((b - a) / DAY_MS));
}

function formatJa(date) {
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日`;
}

module.exports = { DAY_MS, daysUntil, formatJa };
