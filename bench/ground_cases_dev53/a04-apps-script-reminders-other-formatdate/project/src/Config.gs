/**
 * Sheet layout for the "Invoices" tab. Columns are 0-based indexes into getValues() rows.
 */
const CONFIG = {
  SHEET: 'Invoices',
  LOG_SHEET: 'Log',
  HEADER_ROWS: 1,
  COL: {
    NUMBER: 0,
    CLIENT: 1,
    EMAIL: 2,
    AMOUNT: 3,
    CURRENCY: 4,
    ISSUED: 5,
    DUE: 6,
    PAID: 7,
    LAST_REMINDER: 8,
  },
  REMINDER_AFTER_DAYS: 3,
  REMINDER_EVERY_DAYS: 7,
  SENDER_NAME: 'Studio Hofer',
  EXPORT_FOLDER_ID: '1Zt0cPq8nV4rXw2KjL5mHs9DyBe7uQa3F',
};

function invoiceSheet_() {
  return SpreadsheetApp.getActive().getSheetByName(CONFIG.SHEET);
}

function invoiceRows_() {
  const values = invoiceSheet_().getDataRange().getValues();
  return values.slice(CONFIG.HEADER_ROWS).map((row, i) => ({ row, index: i + CONFIG.HEADER_ROWS + 1 }));
}
