import { request } from "undici";
import { config } from "./config.js";

export interface GrafanaAlert {
  status: "firing" | "resolved";
  title: string;
  message?: string;
  externalURL?: string;
  alerts: { labels: Record<string, string>; annotations: Record<string, string> }[];
}

export function toFeishuCard(a: GrafanaAlert) {
  const color = a.status === "firing" ? "red" : "green";
  return {
    msg_type: "interactive",
    card: {
      header: { title: { tag: "plain_text", content: a.title }, template: color },
      elements: [
        { tag: "markdown", content: a.message ?? a.alerts.map((x) => x.annotations.summary ?? "").join("\n") },
        ...(a.externalURL ? [{ tag: "action", actions: [{ tag: "button", text: { tag: "plain_text", content: "打开 Grafana" }, url: a.externalURL, type: "default" }] }] : []),
      ],
    },
  };
}

export async function send(card: unknown): Promise<void> {
  const res = await request(config.feishuWebhook, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(card),
  });
  const body = (await res.body.json()) as { code?: number; msg?: string };
  if (res.statusCode !== 200 || (body.code ?? 0) !== 0) {
    throw new Error(`feishu ${res.statusCode}: ${body.msg ?? "unknown"}`);
  }
}
