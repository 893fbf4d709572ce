import { request } from "undici";

const GATEWAY = process.env.SMS_GATEWAY_URL ?? "https://sms.example-gateway.jp/v2/send";
const SENDER = process.env.SMS_SENDER_ID ?? "KAORU";
const MAX_BODY = 670; // 10 UCS-2 segments, the gateway's hard limit

function normalizeNumber(phone) {
  const digits = phone.replace(/[^0-9+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("0")) return "+81" + digits.slice(1);
  return "+" + digits;
}

export function clip(body) {
  if (body.length <= MAX_BODY) return body;
  return body.substring(0, MAX_BODY);
}

export function buildSmsUrl(phone, body) {
  const to = normalizeNumber(phone);
  const text = clip(body);
  return `${GATEWAY}?from=${SENDER}&to=${encodeURIComponent(to)}` +
    `&text=${encodeURIComponent(text)}`;
}

export async function sendSms(phone, body) {
  const url = buildSmsUrl(phone, body);
  const res = await request(url, { method: "POST" });
  if (res.statusCode >= 400) {
    throw new Error(`sms gateway ${res.statusCode}: ${await res.body.text()}`);
  }
  return res.body.json();
}

export async function sendMany(phones, body) {
  const results = [];
  for (const phone of phones) {
    results.push(await sendSms(phone, body));
  }
  return results;
}
