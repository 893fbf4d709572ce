// Course schedule: turns data/schedule.json into dated rows for schedule.html.
import { formatDue } from "./render.js";

export function parseDate(iso) {
  // iso is "YYYY-MM-DD" from schedule.json
  return new Date(iso);
}

export function addDays(date, days) {
  const out = new Date(date);
  out.setDate(out.getDate() + days);
  return out;
}

export function weekStart(termStart, week) {
  return addDays(parseDate(termStart), (week - 1) * 7);
}

export function dueDate(termStart, item) {
  // due_weekday: 0 = Monday ... 6 = Sunday (same as Python's date.weekday())
  return addDays(weekStart(termStart, item.week), item.due_weekday);
}

export function buildRows(data) {
  return data.items.map((item) => ({
    week: item.week,
    title: item.title,
    kind: item.kind,
    due: item.due_weekday === null ? "" : formatDue(dueDate(data.term_start, item), data.due_time),
    link: item.link || null,
  }));
}

export async function loadSchedule(url = "data/schedule.json") {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`schedule.json: HTTP ${res.status}`);
  return buildRows(await res.json());
}
