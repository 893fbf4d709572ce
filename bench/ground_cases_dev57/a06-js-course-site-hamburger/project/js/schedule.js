// Renders the weekly schedule table from data/schedule.json.
(function () {
  const table = document.getElementById('schedule-table');

  function row(cells, tag) {
    const tr = document.createElement('tr');
    cells.forEach(function (text) {
      const cell = document.createElement(tag || 'td');
      cell.textContent = text;
      tr.appendChild(cell);
    });
    return tr;
  }

  function render(weeks) {
    table.innerHTML = '';
    table.appendChild(row(['Week', 'Topic', 'Reading', 'Due'], 'th'));
    for (let w = 0; w < weeks.length; w++) {
      const week = weeks[w];
      table.appendChild(row([
        'Week ' + week.number,
        week.topic,
        week.reading || '',
        (week.due || []).join(', '),
      ]));
    }
  }

  function renderStaff(staff) {
    const box = document.getElementById('staff-list');
    box.innerHTML = staff.map(function (p) {
      return '<p><strong>' + p.name + '</strong> (' + p.role + '): ' + p.hours + '</p>';
    }).join('');
  }

  fetch('data/schedule.json').then(function (r) { return r.json(); }).then(function (d) { render(d.weeks); });
  fetch('data/staff.json').then(function (r) { return r.json(); }).then(renderStaff);
})();
