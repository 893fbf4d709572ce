// Fixed-window limiter for POST /login, kept in memory (single instance behind nginx).
const WINDOW_MS = 60 * 1000;
const MAX_ATTEMPTS = 5;

const hits = new Map(); // key -> { count, resetAt }

function clientKey(req) {
  // req.ip honours app.set("trust proxy", 1): the client address nginx saw
  return req.ip;
}

function loginRateLimit(req, res, next) {
  const key = clientKey(req);
  const now = Date.now();
  let entry = hits.get(key);
  if (!entry || entry.resetAt <= now) {
    entry = { count: 0, resetAt: now + WINDOW_MS };
    hits.set(key, entry);
  }
  entry.count += 1;
  if (entry.count > MAX_ATTEMPTS) {
    res.set("Retry-After", String(Math.ceil((entry.resetAt - now) / 1000)));
    return res.status(429).json({ error: "too many attempts" });
  }
  next();
}

setInterval(() => {
  const now = Date.now();
  for (const [key, entry] of hits) {
    if (entry.resetAt <= now) hits.delete(key);
  }
}, WINDOW_MS).unref();

module.exports = { loginRateLimit, clientKey };
