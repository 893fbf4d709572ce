import { COMMON } from './common-passwords.js';

export const MIN_LENGTH = 8;
export const MAX_LENGTH = 128;

// Returns a list of message keys; empty when the password is acceptable.
export function validatePassword(password, { email } = {}) {
  if (!password) return ['password.required'];
  const errors = [];
  if (!/^\w{8,}$/.test(password)) {
    errors.push('password.tooShort');
  }
  if (password.length > MAX_LENGTH) {
    errors.push('password.tooLong');
  }
  const local = email ? email.split('@')[0].toLowerCase() : '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) {
    errors.push('password.containsEmail');
  }
  if (COMMON.has(password.toLowerCase())) {
    errors.push('password.common');
  }
  return errors;
}

export function validateConfirmation(password, confirmation) {
  return password === confirmation ? [] : ['password.mismatch'];
}
