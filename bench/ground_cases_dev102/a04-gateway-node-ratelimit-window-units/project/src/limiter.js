'use strict';

const DEFAULT_WINDOW_SEC = 60;
const DEFAULT_MAX = 100;

class FixedWindowLimiter {
  constructor({ windowSec = DEFAULT_WINDOW_SEC, max = DEFAULT_MAX, now = Date.now, overrides = {} } = {}) {
    this.windowMs = windowSec * 1000;
    this.max = max;
    this.now = now;
    this.overrides = overrides;
    this.buckets = new Map();
  }

  limitsFor(key) {
    const o = this.overrides[key];
    if (!o) {
      return { windowMs: this.windowMs, max: this.max };
    }
    return {
      windowMs: o.windowSec * 1000 ?? this.windowMs,
      max: o.max ?? this.max,
    };
  }

  hit(key) {
    const t = this.now();
    const { windowMs, max } = this.limitsFor(key);
    let b = this.buckets.get(key);
    if (!b || t - b.start >= windowMs) {
      b = { start: t, count: 0 };
      this.buckets.set(key, b);
    }
    b.count += 1;
    return {
      allowed: b.count <= max,
      remaining: Math.max(0, max - b.count),
      resetAt: b.start + windowMs,
    };
  }

  reset(key) {
    this.buckets.delete(key);
  }
}

module.exports = { FixedWindowLimiter, DEFAULT_WINDOW_SEC, DEFAULT_MAX };
