function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('Invoices')
    .addItem('Remind overdue clients now…', 'sendReminders')
    .addItem('Export CSV for accounting', 'exportCsv')
    .addSeparator()
    .addItem('Show log', 'showLog')
    .addToUi();
}

/**
 * Run once from the editor: sends reminders every morning between 8 and 9 (script time zone).
 * sendReminders itself skips weekends.
 */
function installDailyTrigger() {
  ScriptApp.getProjectTriggers()
    .filter((t) => t.getHandlerFunction() === 'sendReminders')
    .forEach((t) => ScriptApp.deleteTrigger(t));
  ScriptApp.newTrigger('sendReminders').timeBased().everyDays(1).atHour(8).create();
}

function showLog() {
  const sheet = SpreadsheetApp.getActive().getSheetByName(CONFIG.LOG_SHEET);
  SpreadsheetApp.getActive().setActiveSheet(sheet);
}

function formatMoney_(amount, currency) {
  const symbol = currency === 'EUR' ? '€' : currency;
  return symbol + ' ' + Number(amount).toFixed(2).replace('.', ',');
}

function daysBetween_(a, b) {
  const ms = 24 * 60 * 60 * 1000;
  return Math.floor((b.getTime() - a.getTime()) / ms);
}

function isPaid_(row) {
  const paid = row[CONFIG.COL.PAID];
  return paid === true || String(paid).toLowerCase() === 'yes';
}

function needsReminder_(row, today) {
  if (isPaid_(row)) return false;
  const due = row[CONFIG.COL.DUE];
  if (!(due instanceof Date)) return false;
  if (daysBetween_(due, today) < CONFIG.REMINDER_AFTER_DAYS) return false;
  const last = row[CONFIG.COL.LAST_REMINDER];
  return !(last instanceof Date) || daysBetween_(last, today) >= CONFIG.REMINDER_EVERY_DAYS;
}
