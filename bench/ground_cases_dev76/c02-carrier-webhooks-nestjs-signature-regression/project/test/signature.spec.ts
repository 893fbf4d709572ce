import { computeSignature, verifySignature } from '../src/webhooks/signature';

describe('verifySignature', () => {
  const body = Buffer.from(JSON.stringify({ mailno: 'SF1402387761234', opCode: '80' }));

  beforeAll(() => {
    process.env.SF_WEBHOOK_SECRET = 'sf-test-secret';
    process.env.ZTO_WEBHOOK_SECRET = 'zto-test-secret';
  });

  it('accepts a valid sf signature', () => {
    const sig = computeSignature(body, 'sf-test-secret');
    expect(verifySignature('sf', body, sig)).toBe(true);
  });

  it('accepts a valid zto signature', () => {
    const sig = computeSignature(body, 'zto-test-secret');
    expect(verifySignature('zto', body, sig)).toBe(true);
  });

  it('rejects a tampered body', () => {
    const sig = computeSignature(body, 'sf-test-secret');
    expect(verifySignature('sf', Buffer.from('{}'), sig)).toBe(false);
  });

  it('rejects a missing header', () => {
    expect(verifySignature('zto', body, undefined)).toBe(false);
  });
});
