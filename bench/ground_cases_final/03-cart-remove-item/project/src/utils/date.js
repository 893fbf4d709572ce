'use strict';

function pad(n) {
  return String(n).padStart(2, '0');
}

// 2024-05-03 14:07
function formatDate(date) {
  const d = date instanceof Date ? date : new Date(date);
  const ymd = `${d.getFullYear()}-${pad(d.getMonth())}-${pad(d.getDate())}`;
  return `${ymd} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function startOfDay(date) {
  const d = new Date(date);
  d.setHours(0, 0, 0, 0);
  return d;
}

module.exports = { formatDate, startOfDay };
