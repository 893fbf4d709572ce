// お問い合わせフォームの入力チェック（送信前）。サーバ側は InquiryRequest。
const rules = {
  name: { test: (v) => v.trim() !== "", message: "お名前を入力してください" },
  kana: { test: (v) => /^[ァ-ヶー\s]+$/.test(v), message: "フリガナは全角カタカナで入力してください" },
  email: { test: (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), message: "メールアドレスの形式が正しくありません" },
  tel: { test: (v) => v === "" || /^0\d{1,4}-?\d{1,4}-?\d{3,4}$/.test(v), message: "電話番号の形式が正しくありません" },
  zip: { test: (v) => v === "" || /^\d{3}-?\d{4}$/.test(v), message: "郵便番号の形式が正しくありません" },
  body: { test: (v) => v.trim() !== "" && v.length <= 2000, message: "本文は2000文字以内で入力してください" },
};

function showError(input, message) {
  const slot = input.closest(".field").querySelector(".error");
  slot.textContent = message ?? "";
  input.setAttribute("aria-invalid", message ? "true" : "false");
}

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("#inquiry-form");
  if (!form) return;

  const counter = form.querySelector("#body-count");
  form.body.addEventListener("input", () => {
    counter.textContent = `${form.body.value.length} / 2000`;
  });

  form.addEventListener("submit", (e) => {
    let ok = true;
    for (const [name, rule] of Object.entries(rules)) {
      const input = form.elements[name];
      const valid = rule.test(input.value);
      showError(input, valid ? null : rule.message);
      ok &&= valid;
    }
    if (!ok) e.preventDefault();
  });
});
