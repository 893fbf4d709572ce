import { describe, expect, it } from 'vitest';
import { signupSchema } from './signup';

const ok = {
  username: 'hexin',
  email: 'hexin@example.com',
  phone: '+86 138 1234 5678',
  password: 'hexin2025',
  confirmPassword: 'hexin2025',
  acceptTerms: true,
};

describe('signupSchema', () => {
  it('accepts a valid signup', () => {
    expect(signupSchema.safeParse(ok).success).toBe(true);
  });

  it('requires the terms', () => {
    expect(signupSchema.safeParse({ ...ok, acceptTerms: false }).success).toBe(false);
  });

  it('rejects mismatched passwords', () => {
    const r = signupSchema.safeParse({ ...ok, confirmPassword: 'nope' });
    expect(r.success).toBe(false);
  });

  it('rejects a bad email', () => {
    expect(signupSchema.safeParse({ ...ok, email: 'hexin@' }).success).toBe(false);
  });
});
