import { isRetryableStatus, withRetry } from "./retry.js";

export class WebhookError extends Error {
  constructor(message, status) {
    super(message);
    this.name = "WebhookError";
    this.status = status;
  }
}

async function post(url, payload, timeoutMs) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) {
    throw new WebhookError(`webhook responded ${res.status}`, res.status);
  }
}

export async function deliver(job, config, log) {
  return withRetry(() => post(job.url, job.payload, config.requestTimeoutMs), {
    retries: config.maxRetries,
    isRetryable: (err) => !(err instanceof WebhookError) || isRetryableStatus(err.status),
    onRetry: (err, attempt, delay) =>
      log.warn({ jobId: job.id, attempt, delay }, `retrying webhook: ${err.message}`),
  }).catch((err) => {
    log.error({ jobId: job.id, url: job.url, status: err.status ?? null, err: err.message }, "webhook failed");
    throw err;
  });
}
