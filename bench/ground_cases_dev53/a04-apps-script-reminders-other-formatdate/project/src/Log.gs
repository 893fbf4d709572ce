/**
 * Appends one line per action to the "Log" tab so we can see what the script did.
 */
function logEvent_(kind, ref, detail) {
  const sheet = logSheet_();
  const stamp = Utilities.formatDate(new Date(), Session.getScriptTimeZone(), 'yyyy-MM-dd HH:mm');
  sheet.appendRow([stamp, kind, ref, detail]);
  trimLog_(sheet);
}

function logSheet_() {
  const ss = SpreadsheetApp.getActive();
  let sheet = ss.getSheetByName(CONFIG.LOG_SHEET);
  if (!sheet) {
    sheet = ss.insertSheet(CONFIG.LOG_SHEET);
    sheet.appendRow(['When', 'What', 'Invoice', 'Detail']);
    sheet.setFrozenRows(1);
  }
  return sheet;
}

function trimLog_(sheet) {
  const max = 2000;
  const rows = sheet.getLastRow();
  if (rows > max + 1) {
    sheet.deleteRows(2, rows - max - 1);
  }
}

function lastEvents_(n) {
  const sheet = logSheet_();
  const last = sheet.getLastRow();
  if (last < 2) return [];
  const from = Math.max(2, last - n + 1);
  return sheet.getRange(from, 1, last - from + 1, 4).getValues();
}
