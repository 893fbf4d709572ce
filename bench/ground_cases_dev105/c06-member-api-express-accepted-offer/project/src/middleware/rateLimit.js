const rateLimit = require("express-rate-limit");

// 登录接口：每个 IP 15 分钟内最多 10 次
const loginLimiter = rateLimit({
  windowMs: 15 * 60,
  max: 10,
  standardHeaders: true,
  legacyHeaders: false,
  message: { error: "too_many_attempts" },
});

// 其它 API：每分钟 300 次
const apiLimiter = rateLimit({
  windowMs: 60 * 1000,
  max: 300,
  standardHeaders: true,
  legacyHeaders: false,
  skip: (req) => req.path === "/healthz",
});

function retryAfterSeconds(req) {
  const reset = req.rateLimit && req.rateLimit.resetTime;
  if (!reset) return 0;
  return Math.max(0, Math.ceil((reset.getTime() - Date.now()) / 1000));
}

function limitedResponse(req, res) {
  res.set("Retry-After", String(retryAfterSeconds(req)));
  res.status(429).json({ error: "rate_limited" });
}

module.exports = { loginLimiter, apiLimiter, retryAfterSeconds, limitedResponse };
