import { describe, expect, it } from 'vitest';
import { roll, rollDie } from './dice';

// rng that always returns the same fraction: every die shows the same face
const fixed = (f: number) => () => f;

describe('roll', () => {
  it('rolls a single d20', () => {
    expect(roll('1d20', fixed(0.5)).total).toBe(11);
  });

  it('adds a flat modifier', () => {
    const r = roll('1d20+5', fixed(0));
    expect(r.total).toBe(6);
    expect(r.modifier).toBe(5);
  });

  it('defaults the count to one', () => {
    expect(roll('d6', fixed(0.99)).total).toBe(6);
  });

  it('keeps the highest dice', () => {
    const r = roll('4d6kh3', fixed(0.99));
    expect(r.rolls[0]).toHaveLength(3);
    expect(r.total).toBe(18);
  });

  it('rejects nonsense', () => {
    expect(() => roll('banana')).toThrow();
  });
});

describe('rollDie', () => {
  it('stays within the faces', () => {
    for (let i = 0; i < 200; i++) {
      const n = rollDie(8);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(8);
    }
  });
});
