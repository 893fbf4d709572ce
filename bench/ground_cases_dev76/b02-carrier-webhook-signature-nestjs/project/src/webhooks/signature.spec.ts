import { signBody, verifySignature } from './signature';

const secret = 'test-secret';
const body = Buffer.from(JSON.stringify({ event_id: 'evt_1', tracking_number: '4912', status: 'DELIVERED' }));

describe('verifySignature', () => {
  it('accepts a valid signature', () => {
    expect(verifySignature(body, signBody(body, secret), secret)).toBe(true);
  });

  it('rejects a signature made with another secret', () => {
    expect(verifySignature(body, signBody(body, 'other'), secret)).toBe(false);
  });

  it('rejects a missing header', () => {
    expect(verifySignature(body, undefined, secret)).toBe(false);
  });

  it('rejects garbage', () => {
    expect(verifySignature(body, 'zzzz', secret)).toBe(false);
  });
});
