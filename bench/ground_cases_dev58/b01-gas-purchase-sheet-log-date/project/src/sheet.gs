/**
 * シートの読み書き
 */
function readRow_(sheet, row) {
  var values = sheet.getRange(row, 1, 1, 11).getValues()[0];
  var c = CONFIG.COL;
  return {
    row: row,
    timestamp: values[c.TIMESTAMP - 1],
    applicant: values[c.APPLICANT - 1],
    email: values[c.EMAIL - 1],
    item: values[c.ITEM - 1],
    qty: Number(values[c.QTY - 1]) || 0,
    price: Number(values[c.PRICE - 1]) || 0,
    neededBy: values[c.NEEDED_BY - 1],
    reason: values[c.REASON - 1],
    status: values[c.STATUS - 1],
    mailSent: values[c.MAIL_SENT - 1],
    note: values[c.NOTE - 1]
  };
}

/**
 * J列「メール送信」に、どのステータスのメールを送ったかを書く
 */
function markMailSent_(sheet, row, status) {
  sheet.getRange(row, CONFIG.COL.MAIL_SENT).setValue(status);
}

/**
 * ログシートに1行追記する
 * 列: 日時 / 内容 / 行番号 / 申請者 / 品名 / 実行ユーザー
 */
function writeLog(action, data) {
  var log = getLogSheet_();
  if (!log) return;
  log.appendRow([
    new Date().toString(),
    action,
    data.row,
    data.applicant,
    data.item,
    Session.getActiveUser().getEmail()
  ]);
}

/**
 * ステータスが「申請中」の行をすべて返す
 */
function findPending_() {
  var sheet = getSheet_();
  var last = sheet.getLastRow();
  var out = [];
  for (var r = CONFIG.HEADER_ROWS + 1; r <= last; r++) {
    var data = readRow_(sheet, r);
    if (data.status === CONFIG.STATUS.REQUESTED) out.push(data);
  }
  return out;
}
