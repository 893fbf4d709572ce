import { config } from "../config.js";
import { logger } from "../logger.js";
import { postMessage } from "../slack/client.js";

export interface Alert {
  id: string;
  severity: "info" | "warning" | "critical";
  title: string;
  firedAt: string;
}

export function formatDigest(alerts: Alert[]): string {
  if (alerts.length === 0) return "昨日のアラートはありません :white_check_mark:";
  const lines = alerts
    .sort((a, b) => a.firedAt.localeCompare(b.firedAt))
    .map((a) => `• [${a.severity}] ${a.title} (${a.firedAt.slice(11, 16)})`);
  return [`昨日のアラート ${alerts.length} 件`, ...lines].join("\n");
}

export async function sendDigest(alerts: Alert[]): Promise<number> {
  const text = formatDigest(alerts);
  // one channel at a time: chat.postMessage is rate limited per workspace, and a burst of
  // parallel posts is what produced the morning "ratelimited" failures
  const results = [];
  for (const channel of config.digest.channels) {
    results.push(await postMessage({ channel, text }));
  }
  const failed = results.filter((r) => !r.ok).length;
  if (failed > 0) logger.error({ failed }, "digest: some channels failed");
  return results.length - failed;
}
