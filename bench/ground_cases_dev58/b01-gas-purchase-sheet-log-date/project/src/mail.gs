/**
 * メール送信まわり
 */
function sendApprovalRequest(data) {
  var subject = '【備品申請】承認のお願い: ' + data.item + '（' + data.applicant + '）';
  var body = buildBody_(data, '以下の備品購入申請の承認をお願いします。');
  body += '\n承認する場合はシートのステータスを「承認」に変更してください。\n';
  body += SpreadsheetApp.getActive().getUrl() + '\n';
  MailApp.sendEmail({
    to: CONFIG.APPROVER_EMAIL,
    cc: CONFIG.CC_EMAIL,
    subject: subject,
    body: body,
    name: CONFIG.SENDER_NAME
  });
}

function sendApprovedNotice(data) {
  var subject = '【備品申請】承認されました: ' + data.item;
  var body = buildBody_(data, data.applicant + ' さん\n\n申請が承認されました。総務で発注します。');
  MailApp.sendEmail({
    to: data.email,
    cc: CONFIG.CC_EMAIL,
    subject: subject,
    body: body,
    name: CONFIG.SENDER_NAME
  });
}

function sendRejectedNotice(data) {
  var subject = '【備品申請】却下されました: ' + data.item;
  var body = buildBody_(data, data.applicant + ' さん\n\n申請は却下されました。備考欄を確認してください。');
  body += '\n備考: ' + (data.note || '(なし)') + '\n';
  MailApp.sendEmail({
    to: data.email,
    cc: CONFIG.CC_EMAIL,
    subject: subject,
    body: body,
    name: CONFIG.SENDER_NAME
  });
}

function formatDate_(value) {
  if (!(value instanceof Date)) return value || '';
  return Utilities.formatDate(value, 'Asia/Tokyo', 'yyyy/MM/dd');
}

function buildBody_(data, lead) {
  var total = data.qty * data.price;
  return lead + '\n\n' +
    '申請者: ' + data.applicant + '\n' +
    '品名: ' + data.item + '\n' +
    '数量: ' + data.qty + '\n' +
    '単価: ' + Number(data.price).toLocaleString() + '円\n' +
    '合計: ' + total.toLocaleString() + '円\n' +
    '希望納期: ' + formatDate_(data.neededBy) + '\n' +
    '申請日時: ' + formatDate_(data.timestamp) + '\n' +
    '理由: ' + data.reason + '\n';
}
