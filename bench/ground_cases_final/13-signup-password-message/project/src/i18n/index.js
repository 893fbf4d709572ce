import en from './en.js';
import ja from './ja.js';

const catalogs = { en, ja };

export function t(key, locale = 'en') {
  const catalog = catalogs[locale] || catalogs.en;
  return catalog[key] || catalogs.en[key] || key;
}
