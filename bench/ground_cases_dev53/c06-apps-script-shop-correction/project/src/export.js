/**
 * Monday 9:05: writes last week's orders to Drive as weekly-YYYY-MM-DD.csv
 * for the accountant (she imports it into her bookkeeping tool).
 */
function exportWeeklyCsv() {
  const cfg = getConfig();
  const orders = readOrders();
  const { start, end } = lastWeekRange(new Date());
  const week = orders.filter((o) => o.date >= start && o.date < end);

  const lines = [['date', 'order_id', 'customer', 'amount', 'channel'].join(',')];
  for (const o of week) {
    lines.push([
      Utilities.formatDate(o.date, 'America/New_York', 'yyyy-MM-dd'),
      o.id,
      csvCell(o.customer),
      o.amount.toFixed(2),
      o.channel,
    ].join(','));
  }

  const name = `weekly-${Utilities.formatDate(start, cfg.timeZone, 'yyyy-MM-dd')}.csv`;
  const folder = DriveApp.getFolderById(cfg.exportFolderId);
  const existing = folder.getFilesByName(name);
  while (existing.hasNext()) existing.next().setTrashed(true);
  folder.createFile(name, '\ufeff' + lines.join('\r\n'), MimeType.CSV);
  console.log(`exported ${week.length} orders to ${name}`);
}

function csvCell(value) {
  const s = String(value ?? '');
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
