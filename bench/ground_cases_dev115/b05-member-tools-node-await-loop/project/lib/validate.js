const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function normalizeEmail(raw) {
  return String(raw || "").trim().toLowerCase();
}

function normalizePhone(raw) {
  return String(raw || "").replace(/[^0-9]/g, "");
}

function validateRow(row) {
  const email = normalizeEmail(row.email);
  if (!EMAIL_RE.test(email)) {
    return { ok: false, reason: `invalid email: ${row.email}` };
  }
  return {
    ok: true,
    user: { email, name: String(row.name || "").trim(), phone: normalizePhone(row.phone) },
  };
}

module.exports = { normalizeEmail, normalizePhone, validateRow };
