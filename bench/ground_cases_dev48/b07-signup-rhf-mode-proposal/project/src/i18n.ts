import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import signup from "./locales/ja/signup.json";
import validation from "./locales/ja/validation.json";

void i18n.use(initReactI18next).init({
  lng: "ja",
  fallbackLng: "ja",
  resources: { ja: { signup, validation } },
  ns: ["signup", "validation"],
  defaultNS: "signup",
  interpolation: { escapeValue: false },
});

export default i18n;
