// In-memory store; production uses the orders DB through the gateway.
let nextId = 1;
const byUser = new Map();

function list(userId) {
  return byUser.get(userId) || [];
}

function create(userId, address) {
  const items = list(userId);
  const saved = { id: nextId++, ...address };
  if (saved.isDefault) {
    items.forEach((a) => { a.isDefault = false; });
  }
  byUser.set(userId, [...items, saved]);
  return saved;
}

function remove(userId, id) {
  const items = list(userId);
  const left = items.filter((a) => a.id !== id);
  byUser.set(userId, left);
  return left.length !== items.length;
}

function reset() {
  nextId = 1;
  byUser.clear();
}

module.exports = { list, create, remove, reset };
