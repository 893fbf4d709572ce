/**
 * 申請一覧シートが編集されたときに呼ばれる
 * ステータスが変わったらメールを送る
 *   申請中 → 課長に承認依頼
 *   承認   → 申請者に承認通知
 *   却下   → 申請者に却下通知
 */
function handleEdit(e) {
  var range = e.range;
  var sheet = range.getSheet();
  if (sheet.getName() !== CONFIG.SHEET_NAME) return;
  var row = range.getRow();
  if (row <= CONFIG.HEADER_ROWS) return;
  // ステータス列の編集だけに反応する（備考などを直しても再送しない）
  if (range.getColumn() !== CONFIG.COL.STATUS) return;

  var data = readRow_(sheet, row);
  // 同じステータスで送信済みならもう送らない
  if (data.mailSent === data.status) return;
  if (data.status === CONFIG.STATUS.REQUESTED) {
    sendApprovalRequest(data);
    markMailSent_(sheet, row, data.status);
    writeLog('承認依頼メール送信', data);
  } else if (data.status === CONFIG.STATUS.APPROVED) {
    sendApprovedNotice(data);
    markMailSent_(sheet, row, data.status);
    writeLog('承認通知メール送信', data);
  } else if (data.status === CONFIG.STATUS.REJECTED) {
    sendRejectedNotice(data);
    markMailSent_(sheet, row, data.status);
    writeLog('却下通知メール送信', data);
  }
}

/**
 * フォームから新しい行が入ったとき（フォーム送信トリガー）
 */
function onFormSubmit(e) {
  var sheet = getSheet_();
  var row = e.range.getRow();
  sheet.getRange(row, CONFIG.COL.STATUS).setValue(CONFIG.STATUS.REQUESTED);
  var data = readRow_(sheet, row);
  sendApprovalRequest(data);
  markMailSent_(sheet, row, CONFIG.STATUS.REQUESTED);
  writeLog('承認依頼メール送信(フォーム)', data);
}
