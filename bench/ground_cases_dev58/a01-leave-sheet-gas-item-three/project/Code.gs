/**
 * Leave requests for Bramblefield Dental.
 * Karen W. - started 2023, Gareth added the reminders in 2024.
 * Form -> Requests tab -> manager approves by changing Status -> staff get an email.
 */

function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('Leave')
    .addItem('Send reminders now', 'sendReminders')
    .addItem('Install triggers', 'installTriggers')
    .addItem('Show triggers', 'listTriggers')
    .addToUi();
}

function getRequestsSheet_() {
  return SpreadsheetApp.getActive().getSheetByName(SHEET_REQUESTS);
}

/** Installable trigger: runs on every Google Form submission. */
function onFormSubmit(e) {
  var sheet = getRequestsSheet_();
  var row = e.range.getRow();
  var first = sheet.getRange(row, COL.FIRST_DAY).getValue();
  var last = sheet.getRange(row, COL.LAST_DAY).getValue();
  var name = sheet.getRange(row, COL.NAME).getValue();
  sheet.getRange(row, COL.DAYS).setValue(workingDaysBetween(first, last));
  sheet.getRange(row, COL.STATUS).setValue('Pending');
  var manager = getManagerEmail_();
  if (!manager) {
    log_('error', name, 'no manager email set in Script Properties');
    return;
  }
  sendMail_(manager, 'New leave request from ' + name,
    name + ' asked for leave from ' + formatDay(first) + ' to ' + formatDay(last) + '.\n' +
    'Open the sheet to approve: ' + SpreadsheetApp.getActive().getUrl());
  log_('request', name, formatDay(first) + ' - ' + formatDay(last));
}

/** Installable edit trigger: the manager changed a Status cell. */
function onStatusEdit(e) {
  var range = e.range;
  if (range.getSheet().getName() !== SHEET_REQUESTS) return;
  if (range.getColumn() !== COL.STATUS || range.getRow() < 2) return;
  var status = String(e.value || '');
  if (status !== 'Approved' && status !== 'Declined') return;

  var sheet = range.getSheet();
  var row = range.getRow();
  var values = sheet.getRange(row, 1, 1, COL.NOTIFIED).getValues()[0];
  var name = values[COL.NAME - 1];
  var email = values[COL.EMAIL - 1];
  var first = values[COL.FIRST_DAY - 1];
  var last = values[COL.LAST_DAY - 1];
  var note = values[COL.NOTE - 1];
  if (values[COL.NOTIFIED - 1]) return; // already told them (duplicate trigger or re-edit)

  var body = 'Hi ' + name + ',\n\n' +
    'Your leave from ' + formatDay(first) + ' to ' + formatDay(last) + ' has been ' + status.toLowerCase() + '.';
  if (note) body += '\n\nNote from ' + OFFICE_NAME + ': ' + note;
  sendMail_(email, 'Your leave request: ' + status, body);
  sheet.getRange(row, COL.NOTIFIED).setValue(new Date());
  log_('status', name, status);
}

/** Daily: remind the manager about requests still pending. */
function sendReminders() {
  var sheet = getRequestsSheet_();
  var data = sheet.getDataRange().getValues();
  var now = new Date();
  var waiting = [];
  for (var i = 1; i < data.length; i++) {
    var submitted = data[i][COL.TIMESTAMP - 1];
    var status = data[i][COL.STATUS - 1];
    if (status === 'Pending' && now - submitted > REMINDER_AFTER_DAYS) {
      waiting.push(data[i][COL.NAME - 1] + ' (' + formatDay(data[i][COL.FIRST_DAY - 1]) + ')');
    }
  }
  if (waiting.length === 0) return;
  sendMail_(getManagerEmail_(), waiting.length + ' leave request(s) waiting',
    'Still pending:\n- ' + waiting.join('\n- ') + '\n\n' + SpreadsheetApp.getActive().getUrl());
  log_('reminder', '', waiting.length + ' pending');
}

function log_(what, who, detail) {
  var log = SpreadsheetApp.getActive().getSheetByName(SHEET_LOG);
  if (!log) return;
  log.appendRow([new Date(), what, who, detail]);
}
