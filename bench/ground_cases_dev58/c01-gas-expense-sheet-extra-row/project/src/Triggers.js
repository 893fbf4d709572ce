/**
 * 菜单和触发器.
 * onOpen 是简单触发器, 打开表格时加菜单.
 * 编辑触发器是可安装的 (installTriggers 里创建), 因为发邮件需要授权.
 */

function onOpen() {
  SpreadsheetApp.getUi()
    .createMenu('办公室工具')
    .addItem('生成上月报销月报', 'menuMonthlyReport')
    .addItem('重新安装触发器', 'installTriggers')
    .addToUi();
}

function installTriggers() {
  var ss = SpreadsheetApp.openById(CONFIG.SPREADSHEET_ID);
  // 先删掉旧的, 否则每点一次菜单就多一个触发器, 邮件就多发一封
  ScriptApp.getProjectTriggers().forEach(function (t) {
    ScriptApp.deleteTrigger(t);
  });
  ScriptApp.newTrigger('handleEdit')
    .forSpreadsheet(ss)
    .onEdit()
    .create();
  // 每月 1 号 8-9 点之间发上月报销月报
  ScriptApp.newTrigger('monthlyReportJob')
    .timeBased()
    .onMonthDay(1)
    .atHour(8)
    .inTimezone(CONFIG.TIMEZONE)
    .create();
}

function handleEdit(e) {
  if (!e || !e.range) return;
  var sheet = e.range.getSheet();
  if (sheet.getName() !== CONFIG.SHEET_EXPENSES) return;
  if (e.range.getColumn() !== EXP_COL.STATUS) return;

  var row = e.range.getRow();
  if (row <= 1) return;
  var status = e.range.getValue();
  if (status === STATUS.PENDING) {
    sendApprovalRequest(sheet, row);
  } else if (status === STATUS.APPROVED || status === STATUS.REJECTED) {
    sendDecisionMail(sheet, row, status);
  }
}

function menuMonthlyReport() {
  var summary = buildMonthlyReport(lastMonth_());
  sendMonthlyReport(summary);
  SpreadsheetApp.getUi().alert('月报已发送给财务: ' + summary.total.toFixed(2) + ' 元');
}
