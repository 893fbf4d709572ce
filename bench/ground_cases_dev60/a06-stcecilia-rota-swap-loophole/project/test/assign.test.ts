import { describe, expect, it } from 'vitest';
import { autoAssign, isFree } from '../src/rota/assign.js';
import type { Data } from '../src/rota/store.js';

function data(): Data {
  return {
    members: [
      { id: 'helen', name: 'Helen', roles: ['soprano-lead', 'tea'], away: [] },
      { id: 'raj', name: 'Raj', roles: ['tea', 'doors'], away: ['2025-12-14'] },
    ],
    shifts: [
      { id: 's1', service: '2025-12-14', role: 'soprano-lead', memberId: null },
      { id: 's2', service: '2025-12-14', role: 'tea', memberId: null },
    ],
    swaps: [],
  };
}

describe('isFree', () => {
  it('respects away dates', () => {
    const d = data();
    expect(isFree(d, d.members[1], d.shifts[1])).toBe(false);
  });
});

describe('autoAssign', () => {
  it('never gives one person two jobs at the same service', () => {
    const d = data();
    d.members[1].away = [];
    autoAssign(d);
    expect(d.shifts[0].memberId).not.toBe(d.shifts[1].memberId);
  });

  it('fills what it can', () => {
    const d = data();
    expect(autoAssign(d).length).toBeGreaterThan(0);
  });
});
