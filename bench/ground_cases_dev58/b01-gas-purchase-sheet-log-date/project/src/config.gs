/**
 * 備品購入申請シートの設定
 * シートの列番号はここで管理する（列を増やしたらここも直すこと）
 */
var CONFIG = {
  SHEET_NAME: '申請一覧',
  LOG_SHEET_NAME: 'ログ',
  HEADER_ROWS: 1,
  APPROVER_EMAIL: 'suzuki.kacho@hoshino-sangyo.co.jp',
  CC_EMAIL: 'soumu@hoshino-sangyo.co.jp',
  SENDER_NAME: '総務部 備品申請システム',
  COL: {
    TIMESTAMP: 1,   // A: 申請日時
    APPLICANT: 2,   // B: 申請者
    EMAIL: 3,       // C: 申請者メール
    ITEM: 4,        // D: 品名
    QTY: 5,         // E: 数量
    PRICE: 6,       // F: 単価
    NEEDED_BY: 7,   // G: 希望納期
    REASON: 8,      // H: 理由
    STATUS: 9,      // I: ステータス
    MAIL_SENT: 10,  // J: メール送信
    NOTE: 11        // K: 備考
  },
  STATUS: {
    REQUESTED: '申請中',
    APPROVED: '承認',
    REJECTED: '却下',
    ORDERED: '発注済'
  }
};

function getSheet_() {
  return SpreadsheetApp.getActive().getSheetByName(CONFIG.SHEET_NAME);
}

function getLogSheet_() {
  return SpreadsheetApp.getActive().getSheetByName(CONFIG.LOG_SHEET_NAME);
}
