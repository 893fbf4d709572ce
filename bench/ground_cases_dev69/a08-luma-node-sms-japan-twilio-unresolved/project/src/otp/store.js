// In-memory OTP store. Codes are 6 digits, single use, valid for OTP_TTL_SECONDS.
const crypto = require("node:crypto");

const TTL_MS = Number(process.env.OTP_TTL_SECONDS || 300) * 1000;
const codes = new Map();

function issue(phone) {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  codes.set(phone, { code, expires: Date.now() + TTL_MS, attempts: 0 });
  return code;
}

function verify(phone, code) {
  const entry = codes.get(phone);
  if (!entry || entry.expires < Date.now()) return false;
  entry.attempts += 1;
  if (entry.attempts > 5) {
    codes.delete(phone);
    return false;
  }
  if (entry.code !== code) return false;
  codes.delete(phone);
  return true;
}

module.exports = { issue, verify };
