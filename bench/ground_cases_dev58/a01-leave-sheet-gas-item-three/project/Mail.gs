/**
 * All outgoing mail goes through here so we can change the sender name in one place.
 * MailApp sends from the account that installed the triggers (Karen's).
 */
function sendMail_(to, subject, body) {
  if (!to) {
    log_('mail-skipped', '', subject);
    return;
  }
  var left = MailApp.getRemainingDailyQuota();
  if (left < 10) log_('mail-quota', '', left + ' emails left today');
  MailApp.sendEmail({
    to: to,
    subject: '[' + OFFICE_NAME + '] ' + subject,
    body: body + '\n\n-- \nThis message was sent by the leave sheet. Reply to reach the office manager.',
    name: OFFICE_NAME + ' Leave',
    replyTo: getManagerEmail_()
  });
}

/** Used by the Staff tab's "Send test email" button. */
function sendTestMail() {
  var me = Session.getActiveUser().getEmail();
  sendMail_(me, 'Test', 'If you can read this, mail from the leave sheet works.');
  SpreadsheetApp.getActive().toast('Test email sent to ' + me);
}

/** Monthly summary for payroll, run by hand from the editor. */
function mailMonthlySummary() {
  var data = getRequestsSheet_().getDataRange().getValues();
  var month = new Date().getMonth();
  var lines = [];
  for (var i = 1; i < data.length; i++) {
    var first = data[i][COL.FIRST_DAY - 1];
    if (data[i][COL.STATUS - 1] === 'Approved' && first instanceof Date && first.getMonth() === month) {
      lines.push(data[i][COL.NAME - 1] + ': ' + data[i][COL.DAYS - 1] + ' day(s) from ' + formatDay(first));
    }
  }
  sendMail_(getManagerEmail_(), 'Leave this month', lines.join('\n') || 'No approved leave this month.');
}
