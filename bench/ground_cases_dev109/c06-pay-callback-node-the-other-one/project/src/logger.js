const crypto = require("crypto");

function log(level, msg, fields = {}) {
  const line = { ts: new Date().toISOString(), level, msg, ...fields };
  const out = level === "error" ? process.stderr : process.stdout;
  out.write(JSON.stringify(line) + "\n");
}

function requestId() {
  return (req, res, next) => {
    req.id = req.get("X-Request-Id") || crypto.randomUUID();
    res.set("X-Request-Id", req.id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log("info", "request", { reqId: req.id, method: req.method, path: req.path, status: res.statusCode, ms });
    });
    next();
  };
}

function child(fields) {
  return {
    info: (msg, extra = {}) => log("info", msg, { ...fields, ...extra }),
    warn: (msg, extra = {}) => log("warn", msg, { ...fields, ...extra }),
    error: (msg, extra = {}) => log("error", msg, { ...fields, ...extra }),
  };
}

module.exports = { log, requestId, child };
