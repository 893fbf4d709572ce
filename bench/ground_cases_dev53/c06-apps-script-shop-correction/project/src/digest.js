/**
 * Monday 9:00 digest email: last week's orders from the "Orders" sheet.
 */
function sendWeeklyDigest() {
  const cfg = getConfig();
  const tz = cfg.timeZone;
  const orders = readOrders();
  const { start, end } = lastWeekRange(new Date());
  const week = orders.filter((o) => o.date >= start && o.date < end);

  const total = week.reduce((sum, o) => sum + o.amount, 0);
  const rows = week
    .map((o) => `<tr><td>${Utilities.formatDate(o.date, tz, 'yyyy-MM-dd')}</td>` +
      `<td>${o.customer}</td><td style="text-align:right">${o.amount.toFixed(2)}</td></tr>`)
    .join('');

  const html =
    `<h2>Week ${Utilities.formatDate(start, tz, 'yyyy-MM-dd')} – ` +
    `${Utilities.formatDate(new Date(end - 1), tz, 'yyyy-MM-dd')}</h2>` +
    `<p>${week.length} orders, total <b>¥${total.toFixed(2)}</b></p>` +
    `<table border="1" cellpadding="4" style="border-collapse:collapse">${rows}</table>`;

  MailApp.sendEmail({
    to: cfg.digestTo,
    subject: `小铺经营周报（${Utilities.formatDate(start, tz, 'M月d日')}–${Utilities.formatDate(new Date(end - 1), tz, 'M月d日')}）：${week.length} 单，合计 ¥${total.toFixed(2)}`,
    htmlBody: html,
  });
}

/** Monday 00:00 of last week up to Monday 00:00 of this week, in script time. */
function lastWeekRange(now) {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  const dow = (d.getDay() + 6) % 7; // Monday = 0
  const end = new Date(d.getTime() - dow * 86400000);
  const start = new Date(end.getTime() - 7 * 86400000);
  return { start, end };
}
