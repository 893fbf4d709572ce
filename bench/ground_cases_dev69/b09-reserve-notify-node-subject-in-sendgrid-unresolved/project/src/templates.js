import { readFileSync } from "node:fs";

const cache = new Map();

function load(name) {
  if (!cache.has(name)) {
    const url = new URL(`../templates/sms/${name}.txt`, import.meta.url);
    cache.set(name, readFileSync(url, "utf8").trim());
  }
  return cache.get(name);
}

/** "{{key}}" を vars[key] で置き換える。 */
export function render(name, vars) {
  return load(name).replace(/\{\{(\w+)\}\}/g, (_, key) => String(vars[key] ?? ""));
}

const startAtFormat = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  month: "numeric",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
});

/** SMS に載せる日時の表記（日本時間）。例: "12/5(金) 10:00" */
export function formatStartAt(startAt) {
  const parts = Object.fromEntries(startAtFormat.formatToParts(new Date(startAt)).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}(${parts.weekday}) ${parts.hour}:${parts.minute}`;
}
