// In-memory store; swapped for Redis in production via the same interface.
const links = new Map();

const DAY = 24 * 60 * 60 * 1000;

function put(code, url, ttlDays) {
  const now = Date.now();
  const link = {
    url,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ttlDays * DAY).toISOString(),
    clicks: 0,
    lastClickedAt: null,
  };
  links.set(code, link);
  return link;
}

function get(code) {
  const link = links.get(code);
  if (!link) return null;
  if (Date.parse(link.expiresAt) < Date.now()) {
    return null;
  }
  return link;
}

function purgeExpired(now = Date.now()) {
  let removed = 0;
  for (const [code, link] of links) {
    if (Date.parse(link.expiresAt) < now) {
      links.delete(code);
      removed += 1;
    }
  }
  return removed;
}

function hit(code) {
  const link = links.get(code);
  if (link) {
    link.clicks += 1;
    link.lastClickedAt = new Date().toISOString();
  }
}

module.exports = { put, get, hit, purgeExpired };
