'use strict';

function formatLine(req, res, ms) {
  const path = req.originalUrl || req.url;
  return `${req.method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`;
}

function requestLog(options = {}) {
  const log = options.log || console.log;
  const skip = options.skip || (() => false);

  return function logRequest(req, res, next) {
    if (skip(req)) return next();
    const started = process.hrtime.bigint();
    let done = false;

    const finish = () => {
      if (done) return;
      done = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(formatLine(req, res, ms));
    };

    res.on('finish', finish);
    res.on('close', finish);
    next();
  };
}

module.exports = { requestLog, formatLine };
