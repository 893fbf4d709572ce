import { addDays, formatShort, parseISO, toISO } from "./dates.js";
import { HOLIDAYS } from "./holidays.js";
import { TOPICS } from "./topics.js";

const TERM_START = parseISO("2025-10-06"); // first Monday of the term
const TOTAL_WEEKS = 15;

function holidayRow(date, name) {
  const tr = document.createElement("tr");
  tr.className = "holiday";
  tr.innerHTML = `<td>—</td><td>${formatShort(date)}</td><td>休講（${name}）</td><td></td>`;
  return tr;
}

function slideLink(n, date, today) {
  if (date > today) return "";
  const file = `slides/week${String(n).padStart(2, "0")}.pdf`;
  return `<a href="${file}">スライド</a>`;
}

function lectureRow(n, date, topic, today) {
  const tr = document.createElement("tr");
  tr.innerHTML = `<td>第${n}回</td><td>${formatShort(date)}</td><td>${topic}</td><td>${slideLink(n, date, today)}</td>`;
  return tr;
}

export function buildSchedule(tbody, today = new Date()) {
  let lecture = 1;
  for (let i = 0; i < TOTAL_WEEKS && lecture <= TOPICS.length; i++) {
    const date = addDays(TERM_START, 7 * i);
    const iso = toISO(date);
    if (HOLIDAYS[iso]) {
      tbody.appendChild(holidayRow(date, HOLIDAYS[iso]));
      continue;
    }
    const row = lectureRow(lecture, date, TOPICS[lecture - 1], today);
    if (toISO(date) === toISO(addDays(today, -today.getDay() + 1))) {
      row.classList.add("this-week");
    }
    tbody.appendChild(row);
    lecture++;
  }
}

buildSchedule(document.querySelector("#schedule tbody"));
