// Notes are keyed by origin + path: query strings and hashes are usually tracking noise.
export function normalizeUrl(raw) {
  try {
    const u = new URL(raw);
    return u.origin + u.pathname;
  } catch {
    return raw;
  }
}
