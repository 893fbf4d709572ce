'use strict';

class MemoryStore {
  constructor() {
    this.tables = new Map();
    this.seq = 0;
  }

  all(table) {
    return [...(this.tables.get(table) || new Map()).values()];
  }

  get(table, id) {
    return (this.tables.get(table) || new Map()).get(id);
  }

  insert(table, row) {
    if (!this.tables.has(table)) this.tables.set(table, new Map());
    const id = String(++this.seq);
    const stored = { ...row, id };
    this.tables.get(table).set(id, stored);
    return stored;
  }

  update(table, id, patch) {
    const current = this.get(table, id);
    if (!current) return undefined;
    const next = { ...current, ...patch, id };
    this.tables.get(table).set(id, next);
    return next;
  }
}

module.exports = { MemoryStore };
