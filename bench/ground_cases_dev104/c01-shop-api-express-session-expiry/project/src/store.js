// In-memory store used by the API and the tests. The real deployment swaps this
// for the pg-backed module in ops/, which exposes the same synchronous-looking API
// through a preloaded cache.
const sessions = new Map();

const users = [
  { id: 1, email: 'demo@shop.test', password: 'demo' },
  { id: 2, email: 'ops@shop.test', password: 'ops' },
];

const rows = [];
let nextId = 1;

const orders = {
  insert(order) {
    const row = { id: nextId++, ...order };
    rows.push(row);
    return row;
  },
  get(id) {
    return rows.find((r) => r.id === id) || null;
  },
  list({ userId, limit, offset }) {
    return rows.filter((r) => r.userId === userId).slice(offset, offset + limit);
  },
  count({ userId }) {
    return rows.filter((r) => r.userId === userId).length;
  },
  reset() {
    rows.length = 0;
    nextId = 1;
  },
};

module.exports = { sessions, users, orders };
