// 会員レコードのチェック。戻り値はエラーメッセージの配列（空なら OK）。

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^0\d{9,10}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PLANS = new Set(["free", "standard", "premium"]);

export function validateMember(rec) {
  const errors = [];
  if (!rec.email || !EMAIL.test(rec.email)) {
    errors.push(`メールアドレスが不正です: ${rec.email ?? ""}`);
  }
  if (!rec.name) {
    errors.push("氏名が空です");
  }
  if (rec.phone && !PHONE.test(normalizePhone(rec.phone))) {
    errors.push(`電話番号が不正です: ${rec.phone}`);
  }
  if (!DATE.test(rec.joined_on ?? "")) {
    errors.push(`入会日は YYYY-MM-DD で入力してください: ${rec.joined_on ?? ""}`);
  }
  if (!PLANS.has(rec.plan)) {
    errors.push(`プランが不明です (free / standard / premium): ${rec.plan ?? ""}`);
  }
  return errors;
}

export function normalizePhone(raw) {
  return raw.replace(/[-\s()]/g, "");
}

export function toMember(rec) {
  return {
    email: rec.email.toLowerCase(),
    name: rec.name,
    phone: rec.phone ? normalizePhone(rec.phone) : null,
    joinedOn: rec.joined_on,
    plan: rec.plan,
  };
}
