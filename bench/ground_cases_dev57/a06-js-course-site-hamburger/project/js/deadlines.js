// Renders the "Upcoming deadlines" list from data/schedule.json.
// Due dates in the JSON are calendar dates ("2025-10-03"); everything is due 11:59 pm local time.
(function () {
  const list = document.getElementById('deadline-list');

  function dueDate(isoDay) {
    const [y, m, day] = isoDay.split('-').map(Number);
    return new Date(y, m - 1, day, 23, 59, 0, 0); // local time, not UTC
  }

  function label(due, now) {
    const ms = due - now;
    if (ms < 0) {
      return 'closed';
    }
    const days = Math.floor(ms / 86400000);
    const hours = Math.floor((ms % 86400000) / 3600000);
    return days > 0 ? days + 'd ' + hours + 'h left' : hours + 'h left';
  }

  function render(items) {
    const now = new Date();
    list.innerHTML = '';
    items
      .filter(function (it) { return it.due; })
      .forEach(function (it) {
        const due = dueDate(it.due);
        const li = document.createElement('li');
        li.textContent = it.title + ' -- due ' + due.toLocaleDateString() + ' (' + label(due, now) + ')';
        if (due < now) {
          li.className = 'late';
        }
        list.appendChild(li);
      });
  }

  fetch('data/schedule.json')
    .then(function (r) { return r.json(); })
    .then(function (data) { render(data.assignments); });
})();
