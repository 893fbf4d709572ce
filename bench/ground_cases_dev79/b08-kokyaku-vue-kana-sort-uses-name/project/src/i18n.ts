import { createI18n } from 'vue-i18n';
import en from './locales/en.json';
import ja from './locales/ja.json';

export const i18n = createI18n({
  legacy: false,
  locale: localStorage.getItem('locale') ?? 'ja',
  fallbackLocale: 'en',
  messages: { ja, en },
  numberFormats: {
    ja: { currency: { style: 'currency', currency: 'JPY' } },
    en: { currency: { style: 'currency', currency: 'JPY', currencyDisplay: 'code' } },
  },
});
