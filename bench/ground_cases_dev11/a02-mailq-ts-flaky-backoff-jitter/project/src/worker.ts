import nodemailer from "nodemailer";

import { loadConfig } from "./config.js";
import { MailQueue } from "./queue.js";
import { renderTemplate } from "./templates.js";

const config = loadConfig();
const queue = new MailQueue({ maxAttempts: config.maxAttempts });
const transport = nodemailer.createTransport(config.smtpUrl);

let stopping = false;

async function tick(): Promise<void> {
  const jobs = queue.claimDue(config.batchSize);
  for (const job of jobs) {
    const { to, template, context } = job.message;
    try {
      const { subject, html } = renderTemplate(template, context);
      await transport.sendMail({ from: config.fromAddress, to, subject, html });
      queue.markSent(job.id);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      queue.markFailed(job.id, error);
      const after = queue.get(job.id);
      if (after?.status === "dead") {
        console.error(`[mailq] giving up on ${job.id} to ${to} after ${after.attempts} attempts: ${error.message}`);
      } else {
        console.warn(`[mailq] ${job.id} failed (attempt ${after?.attempts}), retrying: ${error.message}`);
      }
    }
  }
}

async function loop(): Promise<void> {
  while (!stopping) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, config.pollIntervalMs));
  }
  const s = queue.stats();
  console.log(`[mailq] stopped: ${s.sent} sent, ${s.pending} pending, ${s.dead} dead`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
  });
}

loop().catch((err) => {
  console.error(err);
  process.exit(1);
});

export { queue };
