import { Job } from "bullmq";
import { db } from "../lib/db.js";
import { putObject, signedUrl } from "../lib/s3.js";
import * as slack from "../lib/slack.js";
import { sendMail } from "../lib/mail.js";
import { connection } from "../queue.js";

export interface ExportJob {
  exportId: string;
  accountId: string;
  userEmail: string;
  channel?: string;
}

const CHUNK = 5_000;

// Yields to the event loop every CHUNK rows so BullMQ's lock renewal timer keeps running
// while a big export is being built (a blocked loop lets the lock expire: "job stalled").
export async function toCsv(rows: Record<string, unknown>[]): Promise<string> {
  if (rows.length === 0) return "";
  const cols = Object.keys(rows[0]);
  const lines = [cols.join(",")];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    lines.push(cols.map((c) => JSON.stringify(row[c] ?? "")).join(","));
    if (i % CHUNK === CHUNK - 1) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return lines.join("\n");
}

export async function processExport(job: Job<ExportJob>): Promise<string> {
  const { exportId, accountId, userEmail, channel } = job.data;
  const rows = await db.query(
    "SELECT * FROM transactions WHERE account_id = $1 ORDER BY created_at",
    [accountId],
  );
  await job.updateProgress(30);
  const csv = await toCsv(rows);
  await job.updateProgress(70);
  const key = `exports/${accountId}/${exportId}.csv`;
  await putObject(key, csv, "text/csv");
  const url = await signedUrl(key, 24 * 3600);
  // Only the first run for this export mails the user, whatever BullMQ does with retries.
  const first = await connection.set(`export:mailed:${exportId}`, "1", "EX", 7 * 24 * 3600, "NX");
  if (first === "OK") {
    await sendMail(userEmail, "Your export is ready", `Download: ${url}`);
  }
  if (channel) {
    slack.postMessage(channel, slack.exportReadyText(exportId, accountId));
  }
  await db.query("UPDATE exports SET status = 'done', url = $2 WHERE id = $1", [exportId, url]);
  return url;
}
