import { createHmac, timingSafeEqual } from "node:crypto";

import { config } from "./config.js";

/** Checks GitHub's X-Hub-Signature-256 header against the raw request body. */
export function verifySignature(rawBody: Buffer, header: string | undefined, secret = config.githubSecret): boolean {
  if (!header?.startsWith("sha256=")) {
    return false;
  }
  const expected = Buffer.from("sha256=" + createHmac("sha256", secret).update(rawBody).digest("hex"));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface PullRequestEvent {
  action: string;
  repository: { full_name: string };
  pull_request: {
    number: number;
    title: string;
    html_url: string;
    merged: boolean;
    user: { login: string };
    labels: { name: string }[];
    requested_reviewers: { login: string }[];
    base: { ref: string };
  };
  sender: { login: string };
}

export interface WorkflowRunEvent {
  action: string;
  repository: { full_name: string };
  workflow_run: { name: string; conclusion: string | null; html_url: string; head_branch: string };
}

export function eventKind(headers: Record<string, string | string[] | undefined>): string {
  const v = headers["x-github-event"];
  return Array.isArray(v) ? v[0] : v ?? "";
}
