const crypto = require("crypto");
const config = require("./config");

// Header format: "t=<unix seconds>,v1=<hex hmac>"
function parseHeader(header) {
  const out = {};
  for (const part of (header || "").split(",")) {
    const [k, v] = part.split("=");
    if (k && v) out[k.trim()] = v.trim();
  }
  return out;
}

function verifySignature(req, secret) {
  const sig = parseHeader(req.get("X-Pay-Signature"));
  if (!sig.t || !sig.v1) return { ok: false, reason: "missing signature" };

  const ts = Number(sig.t);
  const age = Date.now() / 1000 - ts;
  if (age > config.webhookToleranceSec) return { ok: false, reason: "signature mismatch" };

  const payload = `${sig.t}.${JSON.stringify(req.body)}`;
  const expected = crypto.createHmac("sha256", secret).update(payload).digest("hex");
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(sig.v1, "hex");
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
    return { ok: false, reason: "signature mismatch" };
  }
  return { ok: true };
}

module.exports = { verifySignature, parseHeader };
