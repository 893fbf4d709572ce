import { t } from '../i18n/index.js';
import { validateEmail, validatePassword, validateConfirmation } from '../validation/index.js';

// Returns { ok, errors: { field: [message, ...] } } for the sign-up form.
export function checkSignup(form, locale = 'en') {
  const errors = {};
  const add = (field, keys) => {
    if (keys.length) errors[field] = keys.map((k) => t(k, locale));
  };
  if (!form.name || !form.name.trim()) add('name', ['name.required']);
  add('email', validateEmail(form.email));
  add('password', validatePassword(form.password, { email: form.email }));
  add('confirm', validateConfirmation(form.password, form.confirm));
  return { ok: Object.keys(errors).length === 0, errors };
}
