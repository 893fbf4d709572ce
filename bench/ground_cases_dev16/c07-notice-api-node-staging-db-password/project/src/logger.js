'use strict';

const pino = require('pino');

const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'notice-api' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: {
    level(label) {
      return { level: label };
    },
  },
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie'],
    remove: true,
  },
});

function child(bindings) {
  return logger.child(bindings);
}

function requestLogger(req, res, next) {
  const started = Date.now();
  res.on('finish', () => {
    logger.info(
      { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Date.now() - started },
      'request',
    );
  });
  next();
}

module.exports = logger;
module.exports.child = child;
module.exports.requestLogger = requestLogger;
