'use strict';

const { FixedWindowLimiter } = require('../src/limiter');

function clock(start = 0) {
  let t = start;
  const now = () => t;
  now.advance = (ms) => { t += ms; };
  return now;
}

describe('FixedWindowLimiter', () => {
  test('allows up to max hits', () => {
    const l = new FixedWindowLimiter({ max: 2, now: clock() });
    expect(l.hit('a').allowed).toBe(true);
    expect(l.hit('a').allowed).toBe(true);
    expect(l.hit('a').allowed).toBe(false);
  });

  test('resets the counter after the window', () => {
    const now = clock();
    const l = new FixedWindowLimiter({ windowSec: 10, max: 1, now, overrides: { vip: { max: 5 } } });
    l.hit('vip');
    now.advance(10000);
    expect(l.hit('vip').remaining).toBe(4);
  });

  test('keys are independent', () => {
    const l = new FixedWindowLimiter({ max: 1, now: clock() });
    expect(l.hit('a').allowed).toBe(true);
    expect(l.hit('b').allowed).toBe(true);
  });
});
