import ExcelJS from "exceljs";

export interface SalesRow {
  day: string;
  channel: string;
  orders: number;
  revenueNet: number;
  refunds: number;
}

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: "Day", key: "day", width: 12 },
  { header: "Channel", key: "channel", width: 14 },
  { header: "Orders", key: "orders", width: 10 },
  { header: "Revenue (net)", key: "revenueNet", width: 16, style: { numFmt: '#,##0.00 "€"' } },
  { header: "Refunds", key: "refunds", width: 12, style: { numFmt: '#,##0.00 "€"' } },
];

export async function buildSalesWorkbook(title: string, rows: SalesRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "report-jobs";
  const sheet = wb.addWorksheet(title);
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(row);
  }
  const last = rows.length + 1;
  sheet.addRow({
    day: "Total",
    orders: { formula: `SUM(C2:C${last})` },
    revenueNet: { formula: `SUM(D2:D${last})` },
    refunds: { formula: `SUM(E2:E${last})` },
  }).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
