'use strict';

const pino = require('pino');
const config = require('../config');

const logger = pino({ level: config.logLevel });

function requestLog(req, res, next) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = {
      method: req.method,
      path: req.originalUrl,
      status: res.statusCode,
      ms: Math.round(ms),
    };
    const userId = req.session && req.session.user && req.session.user.id;
    if (userId) {
      entry.userId = userId;
    }
    if (res.statusCode >= 500) {
      logger.error(entry, 'request failed');
    } else {
      logger.info(entry, 'request');
    }
  });
  next();
}

function errorHandler(err, req, res, _next) {
  logger.error({ err, path: req.originalUrl }, 'unhandled error');
  res.status(500).json({ error: 'internal_error' });
}

module.exports = { requestLog, errorHandler, logger };
