// 固定ウィンドウのシンプルなレート制限（プロセス内メモリ）
function keyFor(req) {
  return req.connection.remoteAddress;
}

module.exports = function rateLimit({ windowMs, max }) {
  const hits = new Map();

  return function rateLimitMiddleware(req, res, next) {
    const now = Date.now();
    const key = keyFor(req);
    let entry = hits.get(key);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now, count: 0 };
      hits.set(key, entry);
    }
    entry.count += 1;
    res.set("X-RateLimit-Remaining", String(Math.max(0, max - entry.count)));
    if (entry.count > max) {
      return res.status(429).json({ error: "too_many_requests" });
    }
    next();
  };
};

module.exports.keyFor = keyFor;
