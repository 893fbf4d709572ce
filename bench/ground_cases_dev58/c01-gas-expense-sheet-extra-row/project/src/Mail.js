/**
 * 发邮件相关. 用 MailApp (不需要 Gmail 高级服务).
 */

function sendApprovalRequest(sheet, row) {
  var values = sheet.getRange(row, 1, 1, 8).getValues()[0];
  var name = values[EXP_COL.NAME - 1];
  var amount = values[EXP_COL.AMOUNT - 1];
  var category = values[EXP_COL.CATEGORY - 1];
  var desc = values[EXP_COL.DESCRIPTION - 1];

  var body = [
    '张总您好,',
    '',
    name + ' 提交了一笔报销, 请审批:',
    '类别: ' + category,
    '金额: ' + amount + ' 元',
    '说明: ' + desc,
    '',
    '表格链接: ' + SpreadsheetApp.openById(CONFIG.SPREADSHEET_ID).getUrl(),
  ].join('\n');

  MailApp.sendEmail({
    to: CONFIG.APPROVER_EMAIL,
    cc: values[EXP_COL.EMAIL - 1],
    subject: '[报销审批] ' + name + ' ' + amount + ' 元',
    body: body,
  });
  sheet.getRange(row, EXP_COL.MAILED).setValue(new Date());
}

function sendDecisionMail(sheet, row, status) {
  var values = sheet.getRange(row, 1, 1, 8).getValues()[0];
  var to = values[EXP_COL.EMAIL - 1];
  if (!to) return;
  MailApp.sendEmail({
    to: to,
    subject: '[报销] 你的报销' + status,
    body: values[EXP_COL.NAME - 1] + ' 你好, 你提交的 ' + values[EXP_COL.AMOUNT - 1] + ' 元报销' + status + '.',
  });
}

function sendMonthlyReport(summary) {
  var lines = ['上月报销汇总 (' + summary.month + ')', ''];
  Object.keys(summary.byCategory).forEach(function (cat) {
    lines.push(cat + ': ' + summary.byCategory[cat].toFixed(2) + ' 元');
  });
  lines.push('');
  lines.push('合计: ' + summary.total.toFixed(2) + ' 元, 共 ' + summary.count + ' 笔');
  MailApp.sendEmail({
    to: CONFIG.FINANCE_EMAIL,
    cc: CONFIG.OFFICE_EMAIL,
    subject: '[月报] 报销汇总 ' + summary.month,
    body: lines.join('\n'),
  });
}
