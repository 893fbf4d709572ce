import { Job } from "bullmq";
import * as slack from "../lib/slack.js";
import { sendMail } from "../lib/mail.js";
import { log } from "../lib/log.js";

export interface NotifyJob {
  kind: "slack" | "email";
  channel?: string;
  to?: string;
  subject?: string;
  text: string;
}

export async function processNotify(job: Job<NotifyJob>): Promise<void> {
  const { kind, channel, to, subject, text } = job.data;
  if (kind === "slack") {
    if (!channel) throw new Error("slack notification without channel");
    await slack.postMessage(channel, text);
    return;
  }
  if (kind === "email") {
    if (!to) throw new Error("email notification without recipient");
    await sendMail(to, subject ?? "Notification", text);
    return;
  }
  log.warn({ job: job.id, kind }, "unknown notification kind, dropping");
}

export function describe(job: NotifyJob): string {
  return job.kind === "slack" ? `slack:${job.channel}` : `email:${job.to}`;
}

export const NOTIFY_KINDS = ["slack", "email"] as const;
