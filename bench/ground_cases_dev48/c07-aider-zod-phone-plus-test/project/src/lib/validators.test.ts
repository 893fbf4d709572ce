import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidUsername, normalizePhone, passwordScore } from './validators';

describe('isStrongPassword', () => {
  it('rejects short passwords', () => {
    expect(isStrongPassword('ab1')).toBe(false);
  });

  it('needs a letter', () => {
    expect(isStrongPassword('12345678')).toBe(false);
  });

  it('accepts a normal password', () => {
    expect(isStrongPassword('hexin2025')).toBe(true);
  });
});

describe('passwordScore', () => {
  it('scores a long mixed password', () => {
    expect(passwordScore('Tr0ub4dor&3x')).toBe(3);
  });
});

describe('normalizePhone', () => {
  it('drops spaces and dashes', () => {
    expect(normalizePhone('138 1234-5678')).toBe('13812345678');
  });

  it('keeps the +86 prefix', () => {
    expect(normalizePhone('+86 138 1234 5678')).toBe('+8613812345678');
  });

  it('drops brackets around the area code', () => {
    expect(normalizePhone('(010) 6552 1234')).toBe('01065521234');
  });
});

describe('isValidUsername', () => {
  it('rejects spaces', () => {
    expect(isValidUsername('he xin')).toBe(false);
  });
});
