import { browser } from '$app/environment';
import { getLocaleFromNavigator, init, locale, register } from 'svelte-i18n';

export const SUPPORTED = ['zh', 'en', 'de'] as const;
export type Locale = (typeof SUPPORTED)[number];

const STORAGE_KEY = 'booking.locale';

register('zh', () => import('./locales/zh.json'));
register('en', () => import('./locales/en.json'));
register('de', () => import('./locales/de.json'));

function initialLocale(): Locale {
  if (!browser) return 'zh';
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved && (SUPPORTED as readonly string[]).includes(saved)) return saved as Locale;
  const nav = (getLocaleFromNavigator() ?? 'zh').slice(0, 2);
  return (SUPPORTED as readonly string[]).includes(nav) ? (nav as Locale) : 'zh';
}

init({
  fallbackLocale: 'en',
  initialLocale: initialLocale(),
});

export function setLocale(next: Locale): void {
  locale.set(next);
  if (browser) {
    localStorage.setItem(STORAGE_KEY, next);
    document.documentElement.lang = next;
  }
}

export { locale };
