const crypto = require("crypto");

const TOLERANCE_SECONDS = 300;

function computeSignature(secret, timestamp, rawBody) {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

function parseHeader(header) {
  const out = {};
  for (const part of (header || "").split(",")) {
    const [k, v] = part.split("=");
    if (k && v) {
      out[k.trim()] = v.trim();
    }
  }
  return out;
}

function verifySignature(req, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  const { t, v1 } = parseHeader(req.get("X-Pay-Signature"));
  const ts = Number(t);
  if (!ts || Math.abs(nowSeconds - ts) > TOLERANCE_SECONDS) {
    return { ok: false, reason: "stale" };
  }
  const expected = Buffer.from(computeSignature(secret, t, req.rawBody), "hex");
  const given = Buffer.from(v1 || "", "hex");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { ok: false, reason: "mismatch" };
  }
  return { ok: true };
}

module.exports = { verifySignature, computeSignature, parseHeader };
