import { createI18n } from 'vue-i18n'

import ar from './locales/ar.json'
import en from './locales/en.json'

export const SUPPORTED = ['en', 'ar'] as const
export type Locale = (typeof SUPPORTED)[number]

export const i18n = createI18n({
  legacy: false,
  locale: (localStorage.getItem('locale') as Locale) || 'en',
  fallbackLocale: 'en',
  messages: { en, ar },
})

const RTL: Locale[] = ['ar']

export function applyDirection(locale: Locale) {
  document.documentElement.lang = locale
  document.documentElement.dir = RTL.includes(locale) ? 'rtl' : 'ltr'
}

export function setLocale(locale: Locale) {
  i18n.global.locale.value = locale
  localStorage.setItem('locale', locale)
  applyDirection(locale)
}

applyDirection(i18n.global.locale.value as Locale)
