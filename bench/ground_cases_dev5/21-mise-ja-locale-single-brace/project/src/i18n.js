import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./locales/en/translation.json";
import enCheckout from "./locales/en/checkout.json";
import ja from "./locales/ja/translation.json";
import jaCheckout from "./locales/ja/checkout.json";
import zhCN from "./locales/zh-CN/translation.json";

i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en, checkout: enCheckout },
    ja: { translation: ja, checkout: jaCheckout },
    "zh-CN": { translation: zhCN },
  },
  lng: navigator.language.startsWith("ja") ? "ja" : "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
});

export default i18n;
