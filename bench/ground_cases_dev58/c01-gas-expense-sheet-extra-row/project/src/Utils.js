/**
 * 小工具函数.
 */

function formatDate_(d) {
  return Utilities.formatDate(d, CONFIG.TIMEZONE, 'yyyy-MM-dd');
}

function logLine_(message) {
  var sheet = SpreadsheetApp.openById(CONFIG.SPREADSHEET_ID).getSheetByName(CONFIG.SHEET_LOG);
  if (!sheet) return;
  sheet.appendRow([new Date(), Session.getActiveUser().getEmail(), message]);
}

function isWorkday_(d) {
  var day = d.getDay();
  return day !== 0 && day !== 6;
}

function workdaysBetween_(start, end) {
  var n = 0;
  var d = new Date(start.getTime());
  while (d <= end) {
    if (isWorkday_(d)) n++;
    d.setDate(d.getDate() + 1);
  }
  return n;
}

/**
 * 表格里的金额可能是数字, 也可能是手打的文本 "1,200.00" / "¥350" / "80元".
 */
function parseAmount_(value) {
  if (typeof value === 'number') return value;
  var text = String(value || '').replace(/[,，\s元¥￥]/g, '');
  var n = Number(text);
  if (isNaN(n)) {
    logLine_('金额无法识别: ' + value);
    return 0;
  }
  return n;
}

function chineseMonth_(yyyyMM) {
  var parts = yyyyMM.split('-');
  return parts[0] + '年' + Number(parts[1]) + '月';
}
