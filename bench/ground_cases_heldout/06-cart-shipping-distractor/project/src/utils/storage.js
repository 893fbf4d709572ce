const PREFIX = 'minato-shop:';

function backend() {
  return typeof localStorage !== 'undefined' ? localStorage : null;
}

export function load(key) {
  const raw = backend()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function save(key, value) {
  backend()?.setItem(PREFIX + key, JSON.stringify(value));
}
