/**
 * Writes all invoices of the selected month as CSV into the accounting folder on Drive.
 */
function exportCsv() {
  const ui = SpreadsheetApp.getUi();
  const answer = ui.prompt('Export month (YYYY-MM)', ui.ButtonSet.OK_CANCEL);
  if (answer.getSelectedButton() !== ui.Button.OK) return;
  const month = answer.getResponseText().trim();
  if (!/^\d{4}-\d{2}$/.test(month)) {
    ui.alert('Please enter the month as YYYY-MM, e.g. 2025-03');
    return;
  }
  const rows = invoiceRows_()
    .map(({ row }) => row)
    .filter((row) => row[CONFIG.COL.ISSUED] instanceof Date)
    .filter((row) => csvDate_(row[CONFIG.COL.ISSUED]).startsWith(month));
  const lines = [['Number', 'Client', 'Issued', 'Due', 'Amount', 'Currency', 'Paid'].join(';')];
  rows.forEach((row) => lines.push(csvLine_(row)));
  const name = 'invoices-' + month + '.csv';
  const folder = DriveApp.getFolderById(CONFIG.EXPORT_FOLDER_ID);
  // Excel only detects UTF-8 when the file starts with a byte order mark
  const blob = Utilities.newBlob('\uFEFF' + lines.join('\r\n'), MimeType.CSV, name);
  blob.setContentTypeFromExtension();
  folder.createFile(blob);
  logEvent_('export', month, rows.length + ' rows');
  ui.alert('Exported ' + rows.length + ' invoices to ' + name);
}

function csvDate_(date) {
  return Utilities.formatDate(date, 'GMT', 'yyyy-MM-dd');
}

function csvLine_(row) {
  return [
    row[CONFIG.COL.NUMBER],
    csvEscape_(row[CONFIG.COL.CLIENT]),
    csvDate_(row[CONFIG.COL.ISSUED]),
    csvDate_(row[CONFIG.COL.DUE]),
    Number(row[CONFIG.COL.AMOUNT]).toFixed(2).replace('.', ','),
    row[CONFIG.COL.CURRENCY],
    isPaid_(row) ? 'yes' : 'no',
  ].join(';');
}

function csvEscape_(value) {
  const s = String(value);
  return /[;"\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}
