"use strict";

/**
 * A small in-memory cache with a time-to-live.
 * `ttl` is given in seconds (THUMB_TTL in the environment).
 */
class TtlCache {
  constructor({ ttl = 600, max = 500 } = {}) {
    this.ttl = ttl;
    this.max = max;
    this.entries = new Map();
    this.hits = 0;
    this.misses = 0;
  }

  set(key, value) {
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: Date.now() });
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses += 1;
      return undefined;
    }
    if (!this.isFresh(entry)) {
      this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.value;
  }

  isFresh(entry) {
    return Date.now() - entry.storedAt < this.ttl;
  }

  stats() {
    return { size: this.entries.size, hits: this.hits, misses: this.misses };
  }
}

module.exports = { TtlCache };
