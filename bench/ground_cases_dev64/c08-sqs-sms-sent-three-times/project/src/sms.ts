import { request } from "undici";

import { config, templates, type TemplateName } from "./config.js";
import { log } from "./log.js";

export class SmsError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export async function sendSms(phone: string, template: TemplateName, params: Record<string, string>): Promise<string> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= config.sms.maxAttempts; attempt++) {
    try {
      const res = await request(config.sms.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${config.sms.apiKey}` },
        body: JSON.stringify({ phone, sign: config.sms.signName, template: templates[template], params }),
        headersTimeout: config.sms.timeoutMs,
        bodyTimeout: config.sms.timeoutMs,
      });
      const body = (await res.body.json()) as { code: string; bizId?: string; message?: string };
      if (res.statusCode !== 200 || body.code !== "OK") {
        throw new SmsError(res.statusCode, body.message ?? body.code);
      }
      return body.bizId ?? "";
    } catch (err) {
      lastError = err;
      log.warn({ err, attempt, phone: phone.slice(-4) }, "sms send failed");
    }
  }
  throw lastError;
}
