import { Worker } from "bullmq";
import { connection, type EmailJob } from "../queues.js";
import { render } from "../templates.js";
import { transport } from "../mail.js";

export const worker = new Worker<EmailJob>(
  "email",
  async (job) => {
    const { subject, html } = await render(job.data.template, job.data.data);
    await transport.sendMail({ to: job.data.to, subject, html, from: "Notifier <no-reply@acme.dev>" });
  },
  { connection, concurrency: 1 },
);

worker.on("failed", (job, err) => {
  console.error(`email job ${job?.id} failed: ${err.message}`);
});

process.on("SIGTERM", async () => {
  await worker.close();
  process.exit(0);
});
