'use strict';

/** Cache whose entries expire after ttlMs; used for style and metadata JSON. */
class TtlCache {
  constructor(ttlMs, now = () => Date.now()) {
    this.ttlMs = ttlMs;
    this.now = now;
    this.map = new Map();
  }

  get(key) {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key, value) {
    this.map.set(key, { value, expires: this.now() + this.ttlMs });
    return this;
  }

  prune() {
    const t = this.now();
    for (const [key, entry] of this.map) {
      if (entry.expires <= t) this.map.delete(key);
    }
  }
}

module.exports = { TtlCache };
