import { execFile } from "node:child_process";
import { readFile, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { Worker } from "bullmq";

import { db } from "../lib/db.js";
import { redis } from "../lib/redis.js";
import { sendMail } from "../services/mail.js";

const execFileAsync = promisify(execFile);

async function renderPdf(html: string, orderId: string): Promise<Buffer> {
  const src = join(tmpdir(), `receipt-${orderId}.html`);
  const out = join(tmpdir(), `receipt-${orderId}.pdf`);
  await import("node:fs/promises").then((fs) => fs.writeFile(src, html));
  await execFileAsync("wkhtmltopdf", ["--quiet", src, out], { timeout: 20_000 });
  const pdf = await readFile(out);
  await Promise.all([unlink(out), unlink(src)]);
  return pdf;
}

export const receiptWorker = new Worker(
  "receipts",
  async (job) => {
    const order = await db("orders").where({ id: job.data.orderId }).first();
    if (order.status !== "paid") return;
    const customer = await db("customers").where({ id: order.customer_id }).first();
    const html = `<h1>收据 #${order.id}</h1><p>金额：${(order.amount_total / 100).toFixed(2)} ${order.currency}</p>`;
    const pdf = await renderPdf(html, order.id);
    await sendMail(customer.email, "您的收据", html, [{ filename: `receipt-${order.id}.pdf`, content: pdf }]);
  },
  { connection: redis, concurrency: 4 },
);

receiptWorker.on("failed", (job, err) => {
  console.error(`receipt job ${job?.id} failed: ${err.message}`);
});
