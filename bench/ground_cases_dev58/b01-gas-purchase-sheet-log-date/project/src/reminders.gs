/**
 * 毎朝の催促メール
 * 「申請中」のまま残っている申請を課長にまとめて1通で送る
 * トリガー: 時間主導型・毎日 9時台（setupTriggers で登録）
 */
function sendDailyReminders() {
  var pending = findPending_();
  if (pending.length === 0) return;

  var lines = pending.map(function (d) {
    return '・' + d.item + '（' + d.applicant + '） 申請日 ' + formatDate_(d.timestamp) +
      ' / 希望納期 ' + formatDate_(d.neededBy);
  });
  var body = '承認待ちの備品申請が ' + pending.length + ' 件あります。\n\n' +
    lines.join('\n') + '\n\n' +
    'シートで確認してください。\n' + SpreadsheetApp.getActive().getUrl() + '\n';

  if (MailApp.getRemainingDailyQuota() < 1) {
    console.warn('メール送信の上限に達しているため催促メールを送れませんでした');
    return;
  }
  MailApp.sendEmail({
    to: CONFIG.APPROVER_EMAIL,
    cc: CONFIG.CC_EMAIL,
    subject: '【備品申請】承認待ち ' + pending.length + ' 件のお知らせ',
    body: body,
    name: CONFIG.SENDER_NAME
  });
  writeLog('催促メール送信(' + pending.length + '件)', { row: '-', applicant: '-', item: '-' });
}
