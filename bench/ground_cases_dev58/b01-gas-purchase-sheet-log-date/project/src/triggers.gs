/**
 * トリガーの設定。最初に1回だけ手動で実行する。
 * （エディタで setupTriggers を選んで「実行」）
 */
function setupTriggers() {
  var ss = SpreadsheetApp.getActive();
  // 何回実行しても重複しないように、先に全部消してから作る
  removeAllTriggers();
  ScriptApp.newTrigger('handleEdit')
    .forSpreadsheet(ss)
    .onEdit()
    .create();
  ScriptApp.newTrigger('onFormSubmit')
    .forSpreadsheet(ss)
    .onFormSubmit()
    .create();
  ScriptApp.newTrigger('sendDailyReminders')
    .timeBased()
    .atHour(9)
    .everyDays(1)
    .inTimezone('Asia/Tokyo')
    .create();
}

/**
 * 登録されているトリガーをログに出す（確認用）
 */
function listTriggers() {
  ScriptApp.getProjectTriggers().forEach(function (t) {
    Logger.log(t.getHandlerFunction() + ' / ' + t.getEventType() + ' / ' + t.getUniqueId());
  });
}

/**
 * トリガーを全部消す（やり直したいとき用）
 */
function removeAllTriggers() {
  ScriptApp.getProjectTriggers().forEach(function (t) {
    ScriptApp.deleteTrigger(t);
  });
}
