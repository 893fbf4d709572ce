const client = require('prom-client');

const register = new client.Registry();
client.collectDefaultMetrics({ register });

const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by route and status',
  labelNames: ['route', 'method', 'status'],
  registers: [register],
});

const pushSend = new client.Histogram({
  name: 'push_send_seconds',
  help: 'Time to hand a push to the provider',
  buckets: [0.1, 0.25, 0.5, 1, 2, 3, 5, 8],
  registers: [register],
});

function metricsMiddleware(req, res, next) {
  if (req.path === '/metrics') return next();
  res.on('close', () => {
    // close が finish より先に来た = レスポンスを書き終える前に切れた
    const status = res.writableFinished ? res.statusCode : 500;
    const route = req.route ? req.baseUrl + req.route.path : 'unmatched';
    httpRequests.inc({ route, method: req.method, status: String(status) });
  });
  next();
}

module.exports = { register, metricsMiddleware, pushSend };
