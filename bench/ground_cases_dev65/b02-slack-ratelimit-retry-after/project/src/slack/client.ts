import { config } from "../config.js";
import { logger } from "../logger.js";
import { currentAccessToken } from "./oauth.js";

export interface PostMessageArgs {
  channel: string;
  text: string;
  blocks?: unknown[];
}

interface SlackResponse {
  ok: boolean;
  error?: string;
  ts?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function callSlack(method: string, body: object): Promise<SlackResponse> {
  for (let attempt = 1; attempt <= config.http.maxAttempts; attempt++) {
    const token = await currentAccessToken();
    let res: Response;
    try {
      res = await fetch(`${config.slack.apiBase}/${method}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json; charset=utf-8" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.http.timeoutMs),
      });
    } catch (err) {
      logger.warn({ err, method, attempt }, "slack call failed, retrying");
      await sleep(500 * attempt);
      continue;
    }
    if (res.status === 429) {
      logger.warn({ method, attempt }, "slack rate limited");
      await sleep(1000);
      continue;
    }
    const data = (await res.json()) as SlackResponse;
    if (!data.ok) logger.error({ method, error: data.error }, "slack api error");
    return data;
  }
  return { ok: false, error: "ratelimited" };
}

export function postMessage(args: PostMessageArgs): Promise<SlackResponse> {
  return callSlack("chat.postMessage", args);
}
