const crypto = require("node:crypto");

const TOLERANCE_SECONDS = 300;

// Header looks like: t=1730880000,kid=whk_2025_q4,v1=<hex hmac>
function parseHeader(header) {
  const parts = {};
  for (const piece of String(header || "").split(",")) {
    const [k, v] = piece.split("=", 2);
    if (k && v) parts[k.trim()] = v.trim();
  }
  return parts;
}

function verifySignature(rawBody, header, secret, now = Date.now()) {
  const { t, v1 } = parseHeader(header);
  if (!t || !v1) return { ok: false, reason: "malformed header" };
  const age = Math.abs(now / 1000 - Number(t));
  if (!Number.isFinite(age) || age > TOLERANCE_SECONDS) return { ok: false, reason: "stale timestamp" };
  const expected = crypto.createHmac("sha256", secret).update(`${t}.`).update(rawBody).digest("hex");
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(v1, "hex");
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return { ok: false, reason: "bad signature" };
  return { ok: true };
}

module.exports = { parseHeader, verifySignature, TOLERANCE_SECONDS };
