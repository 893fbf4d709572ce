"use strict";

const config = require("../config");
const logger = require("../logger");
const { withRetry } = require("../lib/retry");

class HttpError extends Error {
  constructor(status, body) {
    super(`SMS provider responded ${status}: ${body.slice(0, 200)}`);
    this.name = "HttpError";
    this.status = status;
  }
}

async function post(path, payload) {
  const res = await fetch(`${config.sms.baseUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${config.sms.apiKey}`,
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(config.sms.timeoutMs),
  });
  if (!res.ok) {
    throw new HttpError(res.status, await res.text());
  }
  return res.json();
}

async function sendSms(to, text) {
  const result = await withRetry(() => post("/messages", { from: config.sms.sender, to, text }), {
    attempts: config.retry.attempts,
    baseDelayMs: config.retry.baseDelayMs,
    label: "sms send",
  });
  logger.info({ to, id: result.id }, "sms sent");
  return result.id;
}

module.exports = { sendSms, HttpError };
