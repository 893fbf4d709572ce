'use strict';

/**
 * Least-recently-used cache on top of Map's insertion order:
 * the first key is the least recently used one, the last key the most recent.
 */
class LruCache {
  constructor(capacity, { onEvict } = {}) {
    if (!(capacity > 0)) throw new RangeError('capacity must be positive');
    this.capacity = capacity;
    this.map = new Map();
    this.onEvict = onEvict;
    this.hits = 0;
    this.misses = 0;
  }

  get(key) {
    if (!this.map.has(key)) {
      this.misses++;
      return undefined;
    }
    const value = this.map.get(key);
    this.map.delete(key);
    this.map.set(key, value);
    this.hits++;
    return value;
  }

  has(key) {
    return this.map.has(key);
  }

  set(key, value) {
    if (this.map.has(key)) this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      const victim = Array.from(this.map.keys()).at(-1);
      this.map.delete(victim);
      if (this.onEvict) this.onEvict(victim);
    }
    return this;
  }

  delete(key) {
    return this.map.delete(key);
  }

  get size() {
    return this.map.size;
  }

  stats() {
    const total = this.hits + this.misses;
    return { hits: this.hits, misses: this.misses, ratio: total ? this.hits / total : 0 };
  }
}

module.exports = { LruCache };
