const WINDOW_MS = 60 * 1000;
const LIMIT = 60;

const hits = new Map();

function rateLimit(req, res, next) {
  const now = Date.now();
  const key = req.ip;
  let entry = hits.get(key);
  if (!entry || now - entry.start >= WINDOW_MS) {
    entry = { start: now, count: 0 };
    hits.set(key, entry);
  }
  entry.count += 1;
  if (entry.count > LIMIT) {
    const retryAfter = Math.ceil((now - entry.start) / 1000);
    res.set("Retry-After", String(retryAfter));
    return res.status(429).json({ error: "too_many_requests", retryAfter });
  }
  next();
}

// drop stale entries so the map does not grow forever
setInterval(() => {
  const now = Date.now();
  for (const [key, entry] of hits) {
    if (now - entry.start >= WINDOW_MS) {
      hits.delete(key);
    }
  }
}, WINDOW_MS).unref();

module.exports = { rateLimit, WINDOW_MS, LIMIT };
