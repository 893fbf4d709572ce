const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 5;

// key -> timestamps (ms) of recent failed logins
const failures = new Map();

function keyFor(req) {
  const email = typeof req.body?.email === "string" ? req.body.email.trim().toLowerCase() : "";
  return `${email}|${req.ip}`;
}

function recent(key, now) {
  const kept = (failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (kept.length) failures.set(key, kept);
  else failures.delete(key);
  return kept;
}

/** Rejects a login with 429 once a client has failed MAX_FAILURES times in the window. */
export function loginLimiter(req, res, next) {
  const key = keyFor(req);
  const now = Date.now();
  const attempts = recent(key, now);
  if (attempts.length >= MAX_FAILURES) {
    const retryAfter = Math.ceil((attempts[0] + WINDOW_MS - now) / 1000);
    res.set("Retry-After", String(retryAfter));
    return res.status(429).json({ error: "E_TOO_MANY_ATTEMPTS", retry_after: retryAfter });
  }
  res.on("finish", () => {
    if (res.statusCode === 401) failures.set(key, [...recent(key, Date.now()), Date.now()]);
    else if (res.statusCode === 200) failures.delete(key);
  });
  next();
}

/** For tests. */
export function resetLoginLimiter() {
  failures.clear();
}
