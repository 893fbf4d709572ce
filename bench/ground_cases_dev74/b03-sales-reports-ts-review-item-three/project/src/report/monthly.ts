import ExcelJS from "exceljs";

import type { CustomerTotal } from "./aggregate.js";

export async function buildMonthlyWorkbook(month: string, totals: CustomerTotal[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = "sales-reports";
  wb.created = new Date();

  const ws = wb.addWorksheet(`売上_${month}`);
  ws.columns = [
    { header: "得意先コード", key: "code", width: 14 },
    { header: "得意先名", key: "name", width: 32 },
    { header: "件数", key: "orders", width: 8 },
    { header: "売上(税抜)", key: "amount", width: 16 },
    { header: "消費税", key: "tax", width: 14 },
  ];
  ws.getRow(1).font = { bold: true };

  for (const t of totals) {
    ws.addRow({
      code: t.customerCode,
      name: t.customerName,
      orders: t.orders,
      amount: String(t.amount),
      tax: String(t.taxAmount),
    });
  }

  const sum = totals.reduce((acc, t) => acc + t.amount, 0);
  const sumTax = totals.reduce((acc, t) => acc + t.taxAmount, 0);
  const last = ws.addRow({ code: "合計", amount: String(sum), tax: String(sumTax) });
  last.font = { bold: true };

  return Buffer.from(await wb.xlsx.writeBuffer());
}
