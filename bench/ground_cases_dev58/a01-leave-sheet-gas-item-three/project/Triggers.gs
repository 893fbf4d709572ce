/**
 * Triggers. Run installTriggers() once from the Leave menu (it asks for permission
 * the first time). Simple triggers can't send email, that's why these are installable.
 */
function installTriggers() {
  var ss = SpreadsheetApp.getActive();
  removeTriggers(); // running this twice used to leave two of every trigger -> double emails
  ScriptApp.newTrigger('onFormSubmit')
    .forSpreadsheet(ss)
    .onFormSubmit()
    .create();
  ScriptApp.newTrigger('onStatusEdit')
    .forSpreadsheet(ss)
    .onEdit()
    .create();
  ScriptApp.newTrigger('sendReminders')
    .timeBased()
    .everyDays(1)
    .atHour(8)
    .nearMinute(0)
    .create();
  SpreadsheetApp.getActive().toast('Triggers installed');
}

function removeTriggers() {
  ScriptApp.getProjectTriggers().forEach(function (t) {
    ScriptApp.deleteTrigger(t);
  });
}

function listTriggers() {
  var lines = ScriptApp.getProjectTriggers().map(function (t) {
    return t.getHandlerFunction() + ' (' + t.getEventType() + ')';
  });
  SpreadsheetApp.getUi().alert(lines.length ? lines.join('\n') : 'No triggers installed');
}
