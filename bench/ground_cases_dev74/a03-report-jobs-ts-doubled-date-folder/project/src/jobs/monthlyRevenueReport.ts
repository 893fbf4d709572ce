import nodemailer from "nodemailer";

import { config } from "../config.js";
import { close, salesByDay } from "../db/sales.js";
import { formatDay, previousMonth } from "../lib/dates.js";
import { buildSalesWorkbook } from "../report/buildWorkbook.js";
import { publicUrl, uploadReport } from "../storage/s3.js";

export async function runMonthlyRevenueReport(runDate = new Date()): Promise<string> {
  const { from, to } = previousMonth(runDate);
  const month = formatDay(from).slice(0, 7);
  const rows = await salesByDay(from, to);
  const workbook = await buildSalesWorkbook(`Revenue ${month}`, rows);
  const key = await uploadReport(workbook, "monthly", `revenue-${month}.xlsx`, runDate);

  const link = publicUrl(key);
  const transport = nodemailer.createTransport(config.mail.smtpUrl);
  await transport.sendMail({
    from: config.mail.from,
    to: config.mail.monthlyTo,
    subject: `Monthly revenue ${month}`,
    text: `Revenue by day for ${month}:\n${link}\n`,
  });
  return link;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMonthlyRevenueReport()
    .then((link) => console.log(`sent ${link}`))
    .finally(close);
}
