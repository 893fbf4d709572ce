"use strict";

function int(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") {
    return fallback;
  }
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) {
    throw new Error(`${name} must be an integer, got ${raw}`);
  }
  return value;
}

module.exports = {
  amqpUrl: process.env.AMQP_URL || "amqp://guest:guest@localhost:5672",
  queue: process.env.NOTIFY_QUEUE || "notifications.sms",
  prefetch: int("PREFETCH", 10),
  sms: {
    baseUrl: process.env.SMS_BASE_URL || "https://api.textline.example/v2",
    apiKey: process.env.SMS_API_KEY || "",
    sender: process.env.SMS_SENDER || "ACME",
    timeoutMs: int("SMS_TIMEOUT_MS", 10000),
  },
  retry: {
    attempts: int("SMS_RETRY_ATTEMPTS", 5),
    baseDelayMs: int("SMS_RETRY_BASE_MS", 1000),
  },
  logLevel: process.env.LOG_LEVEL || "info",
};
