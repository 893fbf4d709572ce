"use strict";

// Sessions expire after `ttlMs` milliseconds of inactivity.
class SessionCache {
  constructor(ttlMs = 30 * 60 * 1000) {
    this.ttlMs = ttlMs;
    this.sessions = new Map();
  }

  touch(id) {
    this.sessions.set(id, Date.now());
  }

  isFresh(id) {
    const seen = this.sessions.get(id);
    return seen !== undefined && Date.now() - seen < this.ttlMs;
  }
}

module.exports = { SessionCache };
