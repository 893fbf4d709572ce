import nodemailer from "nodemailer";

import { config } from "../config.js";
import { close, salesByDay } from "../db/sales.js";
import { formatDay, isoWeek, previousWeek } from "../lib/dates.js";
import { buildSalesWorkbook } from "../report/buildWorkbook.js";
import { publicUrl, uploadReport } from "../storage/s3.js";

export async function runWeeklySalesReport(runDate = new Date()): Promise<string> {
  const { from, to } = previousWeek(runDate);
  const week = isoWeek(from);
  const rows = await salesByDay(from, to);
  const workbook = await buildSalesWorkbook(`Sales ${week}`, rows);
  const fileName = `${formatDay(runDate)}/sales-${week}.xlsx`;
  const key = await uploadReport(workbook, "weekly", fileName, runDate);

  const link = publicUrl(key);
  const transport = nodemailer.createTransport(config.mail.smtpUrl);
  await transport.sendMail({
    from: config.mail.from,
    to: config.mail.weeklyTo,
    subject: `Weekly sales ${week}`,
    text: `Weekly sales report for ${week} (${formatDay(from)} to ${formatDay(to)}):\n${link}\n`,
  });
  return link;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runWeeklySalesReport()
    .then((link) => console.log(`sent ${link}`))
    .finally(close);
}
