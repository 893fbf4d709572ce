// Mobile numbers as typed by users, to E.164 (+4915112345678). Returns null when the input
// is not a plausible mobile number.

function normalizeToE164(raw, country = "US") {
  const cleaned = String(raw).replace(/[\s().-]/g, "");
  if (/^\+[1-9]\d{7,14}$/.test(cleaned)) return cleaned;
  if (/^00[1-9]\d{7,14}$/.test(cleaned)) return "+" + cleaned.slice(2);
  if (country === "US" && /^1?\d{10}$/.test(cleaned)) return "+1" + cleaned.slice(-10);
  if (country === "GB" && /^07\d{9}$/.test(cleaned)) return "+44" + cleaned.slice(1);
  if (country === "DE" && /^01[5-7]\d{8,9}$/.test(cleaned)) return "+49" + cleaned.slice(1);
  if (country === "JP" && /^0[789]0\d{8}$/.test(cleaned)) return "+81" + cleaned.slice(1);
  return null;
}

module.exports = { normalizeToE164 };
