import { reactive, ref } from "vue";
import { isBlank, normalizePhone, normalizeZip, toHalfWidth } from "~/utils/normalize";

export type ContactForm = { name: string; email: string; phone: string; zip: string; message: string };
type Errors = Partial<Record<keyof ContactForm, string>>;

const PHONE_RE = /^0\d{9,10}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP_RE = /^\d{3}-\d{4}$/;
const MESSAGE_MAX = 2000;

export function useContactForm() {
  const form = reactive<ContactForm>({ name: "", email: "", phone: "", zip: "", message: "" });
  const errors = ref<Errors>({});
  const sending = ref(false);
  const sent = ref(false);

  function validate(): boolean {
    const e: Errors = {};
    if (isBlank(form.name)) e.name = "お名前を入力してください";
    if (!EMAIL_RE.test(toHalfWidth(form.email).trim())) e.email = "メールアドレスの形式が正しくありません";
    if (form.phone && !PHONE_RE.test(form.phone.replace(/-/g, ""))) e.phone = "電話番号の形式が正しくありません";
    if (form.zip && !ZIP_RE.test(normalizeZip(form.zip))) e.zip = "郵便番号の形式が正しくありません";
    if (isBlank(form.message)) e.message = "お問い合わせ内容を入力してください";
    else if (form.message.length > MESSAGE_MAX) e.message = `${MESSAGE_MAX}文字以内で入力してください`;
    errors.value = e;
    return Object.keys(e).length === 0;
  }

  async function submit() {
    if (!validate()) return;
    sending.value = true;
    try {
      await $fetch("/api/contact", {
        method: "POST",
        body: {
          ...form,
          email: toHalfWidth(form.email).trim(),
          phone: form.phone ? normalizePhone(form.phone) : "",
          zip: form.zip ? normalizeZip(form.zip) : "",
        },
      });
      sent.value = true;
    } finally {
      sending.value = false;
    }
  }

  return { form, errors, sending, sent, validate, submit };
}
