import { createI18n } from "vue-i18n";
import en from "./locales/en.json";
import zhCN from "./locales/zh-CN.json";

export type AppLocale = "zh-CN" | "en";

const STORAGE_KEY = "locale";
const saved = localStorage.getItem(STORAGE_KEY) as AppLocale | null;

export const i18n = createI18n({
  legacy: false,
  locale: saved ?? "zh-CN",
  fallbackLocale: "en",
  messages: { "zh-CN": zhCN, en },
});

export function setLocale(locale: AppLocale) {
  i18n.global.locale.value = locale;
  document.documentElement.lang = locale;
  localStorage.setItem(STORAGE_KEY, locale);
}
