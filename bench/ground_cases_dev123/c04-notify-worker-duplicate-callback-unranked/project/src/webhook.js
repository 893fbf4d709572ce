const crypto = require("crypto");

const SECRET = process.env.WEBHOOK_SECRET || "";
const TIMEOUT_MS = Number(process.env.WEBHOOK_TIMEOUT_MS) || 5000;

function sign(body) {
  return crypto.createHmac("sha256", SECRET).update(body).digest("hex");
}

async function send(url, payload) {
  const body = JSON.stringify(payload);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Signature": sign(body),
      },
      body,
      signal: controller.signal,
    });
    if (res.status >= 200 && res.status < 300) {
      return { ok: true, status: res.status };
    }
    return { ok: false, status: res.status, error: `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, status: 0, error: err.name === "AbortError" ? "timeout" : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

module.exports = { send, sign };
