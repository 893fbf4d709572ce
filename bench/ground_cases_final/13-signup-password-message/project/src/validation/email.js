const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email) {
  if (!email) return ['email.required'];
  return EMAIL.test(email.trim()) ? [] : ['email.invalid'];
}
