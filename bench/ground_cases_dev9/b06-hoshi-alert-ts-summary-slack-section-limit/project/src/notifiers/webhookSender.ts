import type { Alert, Notifier } from "./types.js";

export class WebhookError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`webhook ${new URL(url).host} responded ${status}: ${body.slice(0, 200)}`);
  }
}

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 5xx と 429、ネットワークエラーだけリトライする。4xx は送り直しても結果が変わらないので即失敗 */
function isRetryable(err: unknown): boolean {
  if (err instanceof WebhookError) return err.status >= 500 || err.status === 429;
  return true;
}

export async function postJson(url: string, payload: unknown, opts: RetryOptions = {}): Promise<void> {
  const { retries = 3, baseDelayMs = 500, sleep = defaultSleep } = opts;
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      if (!res.ok) {
        throw new WebhookError(url, res.status, await res.text());
      }
      return;
    } catch (err) {
      if (attempt >= retries || !isRetryable(err)) throw err;
      await sleep(baseDelayMs * 2 ** attempt);
    }
  }
}

export class GenericWebhookNotifier implements Notifier {
  readonly name = "webhook";

  constructor(private readonly url: string) {}

  async send(alert: Alert): Promise<void> {
    await postJson(this.url, alert);
  }
}
