const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

// API からは "2025-12-01" と "10:30" が別々に返ってくる
export function parseSlot(date, time) {
  return new Date(`${date} ${time}`);
}

export function formatSlot(d) {
  const m = d.getMonth() + 1;
  const day = d.getDate();
  const w = WEEKDAYS[d.getDay()];
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${m}/${day}(${w}) ${hh}:${mm}`;
}

export function isPast(d, now = new Date()) {
  return d.getTime() < now.getTime();
}

export function parseIso(iso) {
  return new Date(iso);
}

export function addMinutes(d, minutes) {
  return new Date(d.getTime() + minutes * 60 * 1000);
}
