/**
 * シンプルな TTL 付きインメモリキャッシュ。
 * ttl の単位は秒。
 */
class TtlCache {
  constructor({ ttl = 300, now = () => Date.now() } = {}) {
    this.ttl = ttl;
    this.now = now;
    this.entries = new Map();
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key, value, ttl = this.ttl) {
    this.entries.set(key, { value, expiresAt: this.now() + ttl });
    return value;
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

module.exports = { TtlCache };
