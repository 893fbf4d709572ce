/** Date helpers. */

function formatDay(d) {
  if (!(d instanceof Date)) return String(d);
  return Utilities.formatDate(d, Session.getScriptTimeZone(), DATE_FORMAT);
}

/** Mon-Fri between two dates, both included. Bank holidays come from the Staff tab (column F). */
function workingDaysBetween(first, last) {
  if (!(first instanceof Date) || !(last instanceof Date)) return '';
  var holidays = bankHolidays_();
  var days = 0;
  var d = new Date(first.getTime());
  while (d <= last) {
    var wd = d.getDay();
    if (wd !== 0 && wd !== 6 && holidays.indexOf(dayKey_(d)) === -1) days++;
    d.setDate(d.getDate() + 1);
  }
  return days;
}

function bankHolidays_() {
  var staff = SpreadsheetApp.getActive().getSheetByName(SHEET_STAFF);
  if (!staff) return [];
  return staff.getRange('F2:F40').getValues()
    .map(function (r) { return r[0]; })
    .filter(function (v) { return v instanceof Date; })
    .map(dayKey_);
}

function dayKey_(d) {
  return d.getFullYear() + '-' + (d.getMonth() + 1) + '-' + d.getDate();
}
