/**
 * 月报: 按类别汇总上个月已批准的报销, 另外统计请假天数.
 */

function lastMonth_() {
  var now = new Date();
  var d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return Utilities.formatDate(d, CONFIG.TIMEZONE, 'yyyy-MM');
}

/**
 * 每月 1 号早上由时间触发器调用: 统计上个月并发给财务.
 */
function monthlyReportJob() {
  var month = lastMonth_();
  var summary = buildMonthlyReport(month);
  sendMonthlyReport(summary);
  logLine_('自动月报已发送 ' + month + ' 合计 ' + summary.total.toFixed(2));
}

function buildMonthlyReport(month) {
  var sheet = SpreadsheetApp.openById(CONFIG.SPREADSHEET_ID).getSheetByName(CONFIG.SHEET_EXPENSES);
  var lastRow = sheet.getLastRow();
  var data = sheet.getRange(2, 1, lastRow, 8).getValues();

  var summary = { month: month, total: 0, count: 0, byCategory: {} };
  data.forEach(function (row) {
    if (!row[EXP_COL.TIMESTAMP - 1]) return;
    if (monthOf_(row[EXP_COL.TIMESTAMP - 1]) !== month) return;
    if (row[EXP_COL.STATUS - 1] !== STATUS.APPROVED) return;

    var amount = parseAmount_(row[EXP_COL.AMOUNT - 1]);
    var cat = row[EXP_COL.CATEGORY - 1] || '其他';
    summary.byCategory[cat] = (summary.byCategory[cat] || 0) + amount;
    summary.total += amount;
    summary.count += 1;
  });
  return summary;
}

function buildLeaveSummary(month) {
  var sheet = SpreadsheetApp.openById(CONFIG.SPREADSHEET_ID).getSheetByName(CONFIG.SHEET_LEAVE);
  var lastRow = sheet.getLastRow();
  if (lastRow < 2) return {};
  var data = sheet.getRange(2, 1, lastRow - 1, 6).getValues();

  var days = {};
  data.forEach(function (row) {
    if (monthOf_(row[LEAVE_COL.START - 1]) !== month) return;
    var name = row[LEAVE_COL.NAME - 1];
    days[name] = (days[name] || 0) + Number(row[LEAVE_COL.DAYS - 1] || 0);
  });
  return days;
}

function monthOf_(value) {
  if (!(value instanceof Date)) value = new Date(value);
  return Utilities.formatDate(value, CONFIG.TIMEZONE, 'yyyy-MM');
}
