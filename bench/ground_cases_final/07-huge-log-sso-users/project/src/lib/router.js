'use strict';

function compile(pattern) {
  const names = [];
  const re = pattern.replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  return { re: new RegExp(`^${re}$`), names };
}

async function route(routes, req, res) {
  const path = req.url.split('?')[0];
  for (const r of routes) {
    if (r.method !== req.method) continue;
    r.compiled = r.compiled || compile(r.path);
    const m = r.compiled.re.exec(path);
    if (!m) continue;
    const params = Object.fromEntries(r.compiled.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    return r.handler(req, res, params);
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: 'not found' }));
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

module.exports = { route, sendJson };
