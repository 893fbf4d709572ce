// Minimal Slack Web API client: only chat.postMessage is used.
const SLACK_API = "https://slack.com/api";

export interface SlackResult {
  ok: boolean;
  ts?: string;
  error?: string;
}

function token(): string {
  const t = process.env.SLACK_BOT_TOKEN;
  if (!t) throw new Error("SLACK_BOT_TOKEN is not set");
  return t;
}

export async function postMessage(channel: string, text: string): Promise<SlackResult> {
  const res = await fetch(`${SLACK_API}/chat.postMessage`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${token()}`,
      "Content-Type": "application/json; charset=utf-8",
    },
    body: JSON.stringify({ channel, text }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) {
    throw new Error(`Request failed with status code ${res.status}`);
  }
  const body = (await res.json()) as SlackResult;
  if (!body.ok) {
    throw new Error(`slack: ${body.error}`);
  }
  return body;
}

export function exportReadyText(exportId: string, accountId: string): string {
  return `Export ${exportId} ready for account ${accountId}`;
}
