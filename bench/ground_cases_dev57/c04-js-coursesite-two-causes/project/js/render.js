// DOM rendering for schedule.html
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function formatDue(date, time) {
  return `${MONTHS[date.getMonth()]} ${date.getDate()} (${DAYS[date.getDay()]}) ${time}`;
}

function cell(tr, text, cls) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  tr.appendChild(td);
  return td;
}

export function renderTable(rows, tbody) {
  tbody.replaceChildren();
  for (const row of rows) {
    const tr = document.createElement("tr");
    tr.className = `kind-${row.kind}`;
    cell(tr, `Week ${row.week}`);
    const title = cell(tr, "");
    if (row.link) {
      const a = document.createElement("a");
      a.href = row.link;
      a.textContent = row.title;
      title.appendChild(a);
    } else {
      title.textContent = row.title;
    }
    cell(tr, row.due, "due");
    tbody.appendChild(tr);
  }
}

export function renderError(err, target) {
  target.textContent = `Could not load the schedule (${err.message}). Try reloading.`;
  target.className = "error";
}
