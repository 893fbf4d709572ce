import { readFileSync } from "node:fs";

function secret(name: string): string {
  const file = process.env[`${name}_FILE`];
  if (file) return readFileSync(file, "utf8").trim();
  const value = process.env[name];
  if (!value) throw new Error(`missing ${name} (or ${name}_FILE)`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  logLevel: process.env.LOG_LEVEL ?? "info",
  feishuWebhook: secret("FEISHU_WEBHOOK"),
  alertToken: secret("ALERT_TOKEN"),
  sendIntervalMs: 1100, // Feishu custom bots allow ~1 message/s
};
