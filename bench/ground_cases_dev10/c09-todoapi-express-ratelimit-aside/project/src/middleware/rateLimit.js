// 简单的内存限流，单实例部署够用了
function createLimiter({ windowMs, max, keyFn = (req) => req.ip, message = '请求太频繁，请稍后再试' }) {
  const buckets = new Map(); // 每个 limiter 单独计数
  return function rateLimit(req, res, next) {
    const now = Date.now();
    const key = keyFn(req);
    let bucket = buckets.get(key);
    if (!bucket || now - bucket.start >= windowMs) {
      bucket = { start: now, count: 0 };
      buckets.set(key, bucket);
    }
    bucket.count += 1;

    res.set('X-RateLimit-Limit', String(max));
    res.set('X-RateLimit-Remaining', String(Math.max(0, max - bucket.count)));
    if (bucket.count > max) {
      res.set('Retry-After', String(Math.ceil((bucket.start + windowMs - now) / 1000)));
      return res.status(429).json({ error: message });
    }
    return next();
  };
}

// 全局：每个 IP 15 分钟最多 300 次
const apiLimiter = createLimiter({ windowMs: 15 * 60, max: 300 });

// 登录：每个 IP 5 分钟最多 10 次
const loginLimiter = createLimiter({
  windowMs: 5 * 60 * 1000,
  max: 10,
  message: '登录尝试过于频繁，请 5 分钟后再试',
});

module.exports = { createLimiter, apiLimiter, loginLimiter };
