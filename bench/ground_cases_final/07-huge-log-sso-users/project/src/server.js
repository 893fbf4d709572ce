'use strict';

const http = require('node:http');
const { createLogger } = require('./lib/logger');
const { route } = require('./lib/router');
const users = require('./users/routes');
const billing = require('./billing/routes');

const log = createLogger('server');

const routes = [...users.routes, ...billing.routes];

const server = http.createServer(async (req, res) => {
  const started = Date.now();
  try {
    await route(routes, req, res);
  } catch (err) {
    log.error('unhandled', { path: req.url, err: err.stack });
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'internal' }));
  } finally {
    log.info('request', { method: req.method, path: req.url, status: res.statusCode, ms: Date.now() - started });
  }
});

server.listen(Number(process.env.PORT) || 3000);
