import { randomUUID } from "node:crypto";

import { computeBackoff, DEFAULT_BACKOFF, type BackoffOptions } from "./backoff.js";
import { loadConfig } from "./config.js";
import type { RenderContext, TemplateName } from "./templates.js";

export type JobStatus = "pending" | "sending" | "sent" | "dead";

export interface MailMessage {
  to: string;
  template: TemplateName;
  context: RenderContext;
}

export interface Job {
  id: string;
  message: MailMessage;
  status: JobStatus;
  attempts: number;
  runAt: number;
  lastError?: string;
}

export interface QueueOptions {
  now?: () => number;
  maxAttempts?: number;
  backoff?: BackoffOptions;
}

export class MailQueue {
  private readonly jobs = new Map<string, Job>();
  private readonly now: () => number;
  private readonly maxAttempts: number;
  private readonly backoff: BackoffOptions;

  constructor(opts: QueueOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.maxAttempts = opts.maxAttempts ?? loadConfig().maxAttempts;
    this.backoff = opts.backoff ?? DEFAULT_BACKOFF;
  }

  enqueue(message: MailMessage, delayMs = 0): Job {
    const job: Job = {
      id: randomUUID(),
      message,
      status: "pending",
      attempts: 0,
      runAt: this.now() + delayMs,
    };
    this.jobs.set(job.id, job);
    return job;
  }

  get(id: string): Job | undefined {
    return this.jobs.get(id);
  }

  /** Pending jobs whose time has come, oldest first. Marks them as sending. */
  claimDue(limit: number): Job[] {
    const now = this.now();
    const due = [...this.jobs.values()]
      .filter((job) => job.status === "pending" && job.runAt <= now)
      .sort((a, b) => a.runAt - b.runAt)
      .slice(0, limit);
    for (const job of due) job.status = "sending";
    return due;
  }

  markSent(id: string): void {
    const job = this.require(id);
    job.status = "sent";
    job.lastError = undefined;
  }

  markFailed(id: string, error: Error): void {
    const job = this.require(id);
    job.attempts += 1;
    job.lastError = error.message;
    if (job.attempts >= this.maxAttempts) {
      job.status = "dead";
      return;
    }
    job.status = "pending";
    job.runAt = this.now() + computeBackoff(job.attempts, this.backoff);
  }

  stats(): Record<JobStatus, number> {
    const counts: Record<JobStatus, number> = { pending: 0, sending: 0, sent: 0, dead: 0 };
    for (const job of this.jobs.values()) counts[job.status] += 1;
    return counts;
  }

  private require(id: string): Job {
    const job = this.jobs.get(id);
    if (!job) throw new Error(`no job ${id}`);
    return job;
  }
}
