/**
 * Sends a payment reminder for every unpaid invoice that is overdue.
 */
function sendReminders() {
  const today = new Date();
  const weekday = Number(Utilities.formatDate(today, Session.getScriptTimeZone(), 'u'));
  if (weekday > 5) return; // Sat/Sun
  const sheet = invoiceSheet_();
  let sent = 0;
  invoiceRows_().forEach(({ row, index }) => {
    if (!needsReminder_(row, today)) return;
    if (MailApp.getRemainingDailyQuota() < 1) {
      logEvent_('quota', row[CONFIG.COL.NUMBER], 'daily email quota used up, try again tomorrow');
      return;
    }
    const email = row[CONFIG.COL.EMAIL];
    if (!email) {
      logEvent_('skip', row[CONFIG.COL.NUMBER], 'no email address');
      return;
    }
    GmailApp.sendEmail(email, reminderSubject_(row), buildReminderBody_(row), {
      name: CONFIG.SENDER_NAME,
    });
    sheet.getRange(index, CONFIG.COL.LAST_REMINDER + 1).setValue(today);
    logEvent_('reminder', row[CONFIG.COL.NUMBER], email);
    sent++;
  });
  SpreadsheetApp.getActive().toast(sent + ' reminder(s) sent', 'Invoices');
}

function reminderSubject_(row) {
  return 'Payment reminder: invoice ' + row[CONFIG.COL.NUMBER];
}

function buildReminderBody_(row) {
  const due = Utilities.formatDate(row[CONFIG.COL.DUE], Session.getScriptTimeZone(), 'd MMMM yyyy');
  const amount = formatMoney_(row[CONFIG.COL.AMOUNT], row[CONFIG.COL.CURRENCY]);
  return [
    'Hello ' + row[CONFIG.COL.CLIENT] + ',',
    '',
    'this is a friendly reminder that invoice ' + row[CONFIG.COL.NUMBER] + ' over ' + amount,
    'was due on ' + due + '. If you have already paid, please ignore this message.',
    '',
    'Kind regards,',
    CONFIG.SENDER_NAME,
  ].join('\n');
}
