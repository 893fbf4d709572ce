import { t } from '../i18n/index.js';
import { validatePassword, validateConfirmation } from '../validation/index.js';

export function checkReset(form, locale = 'en') {
  const keys = [...validatePassword(form.password), ...validateConfirmation(form.password, form.confirm)];
  return { ok: keys.length === 0, errors: keys.map((k) => t(k, locale)) };
}
