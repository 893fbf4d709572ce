'use strict';

jest.mock('../config/flags.json', () => ({
  beta: { enabled: true, rollout: 0.3, whitelist: [42] },
  off: { enabled: false, rollout: 1, whitelist: [] },
}), { virtual: false });

const { isEnabled, bucketOf } = require('../src/flags/rollout');

describe('rollout', () => {
  test('unknown flag is off', () => {
    expect(isEnabled('nope', { id: 1 })).toBe(false);
  });

  test('whitelist always on', () => {
    expect(isEnabled('off', { id: 42 })).toBe(false);
    expect(isEnabled('beta', { id: 42 })).toBe(true);
  });

  test('bucket is within 0-99', () => {
    for (let i = 0; i < 200; i += 1) {
      const b = bucketOf(i, 'beta');
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
    }
  });
});
