// Tiny in-process cache; one instance per pod.
const store = new Map();

function now() {
  return Date.now();
}

function get(key) {
  const hit = store.get(key);
  if (!hit) {
    return undefined;
  }
  if (hit.expires < now()) {
    store.delete(key);
    return undefined;
  }
  return hit.value;
}

// ttl in seconds
function set(key, value, ttl = 60) {
  store.set(key, { value, expires: now() + ttl * 1000 });
}

function del(key) {
  store.delete(key);
}

function clear() {
  store.clear();
}

module.exports = { get, set, del, clear };
