/** Run once from the editor to (re)install the time-driven triggers. */
function installTriggers() {
  for (const t of ScriptApp.getProjectTriggers()) ScriptApp.deleteTrigger(t);

  ScriptApp.newTrigger('sendWeeklyDigest')
    .timeBased()
    .onWeekDay(ScriptApp.WeekDay.MONDAY)
    .atHour(9)
    .create();

  ScriptApp.newTrigger('exportWeeklyCsv')
    .timeBased()
    .onWeekDay(ScriptApp.WeekDay.MONDAY)
    .atHour(9)
    .nearMinute(5)
    .create();
}
