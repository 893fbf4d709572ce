const SLOW_MS = 500;

function pad(n) {
  return String(n).padStart(2, "0");
}

function timestamp(d = new Date()) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function requestLogger(req, res, next) {
  const started = Date.now();
  res.on("finish", () => {
    const ms = Date.now() - started;
    const parts = [
      timestamp(),
      req.ip,
      req.method,
      req.originalUrl,
      res.statusCode,
      `${ms}ms`,
      JSON.stringify(req.get("user-agent") || "-"),
    ];
    if (ms > SLOW_MS) {
      parts.push("SLOW");
    }
    console.log(parts.join(" "));
  });
  next();
}

module.exports = { requestLogger, timestamp };
