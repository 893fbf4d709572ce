import { createI18n } from "vue-i18n";

import de from "./locales/de.json";
import en from "./locales/en.json";
import fr from "./locales/fr.json";
import pl from "./locales/pl.json";

export const SUPPORTED = ["en", "de", "fr", "pl"] as const;
export type Locale = (typeof SUPPORTED)[number];

/** Polish: 0 -> "none" form, 1 -> one, 2-4 (not 12-14) -> few, everything else -> many. */
function polishPlural(choice: number): number {
  if (choice === 0) return 0;
  if (choice === 1) return 1;
  const mod10 = choice % 10;
  const mod100 = choice % 100;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 2;
  return 3;
}

function detectLocale(): Locale {
  const saved = localStorage.getItem("locale");
  if (saved && (SUPPORTED as readonly string[]).includes(saved)) return saved as Locale;
  const browser = navigator.language.slice(0, 2);
  return (SUPPORTED as readonly string[]).includes(browser) ? (browser as Locale) : "en";
}

export const i18n = createI18n({
  legacy: false,
  locale: detectLocale(),
  fallbackLocale: "en",
  messages: { en, de, fr, pl },
  pluralRules: { pl: polishPlural },
  datetimeFormats: {
    en: {
      short: { year: "numeric", month: "2-digit", day: "2-digit" },
      long: { year: "numeric", month: "long", day: "numeric" },
    },
    de: {
      short: { year: "numeric", month: "2-digit", day: "2-digit" },
      long: { year: "numeric", month: "long", day: "numeric" },
    },
    fr: {
      short: { year: "numeric", month: "2-digit", day: "2-digit" },
      long: { year: "numeric", month: "long", day: "numeric" },
    },
    pl: {
      short: { year: "numeric", month: "2-digit", day: "2-digit" },
      long: { year: "numeric", month: "long", day: "numeric" },
    },
  },
  numberFormats: {
    en: { currency: { style: "currency", currency: "EUR" } },
    de: { currency: { style: "currency", currency: "EUR" } },
    fr: { currency: { style: "currency", currency: "EUR" } },
    pl: { currency: { style: "currency", currency: "PLN" } },
  },
});
