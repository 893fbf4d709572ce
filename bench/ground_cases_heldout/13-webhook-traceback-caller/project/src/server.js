'use strict';

const http = require('node:http');
const config = require('./config');
const log = require('./util/log');
const { verifySignature } = require('./verify');
const { forward } = require('./forward');
const { getHeader } = require('./util/headers');

function reply(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

async function handle(req, res, body) {
  if (req.method !== 'POST') return reply(res, 405, 'method not allowed');
  if (!verifySignature(req, body)) {
    log.warn('bad signature', { ip: req.socket.remoteAddress });
    return reply(res, 401, 'bad signature');
  }
  const event = getHeader(req.headers, config.eventHeader) || 'unknown';
  const status = await forward(event, body);
  reply(res, status < 400 ? 202 : 502, status < 400 ? 'queued' : 'upstream error');
}

function createServer() {
  return http.createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > config.maxBodyBytes) {
        reply(res, 413, 'payload too large');
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch((err) => {
        log.error('handler crashed', { err: err.stack });
        if (!res.headersSent) reply(res, 500, 'internal error');
      });
    });
  });
}

if (require.main === module) {
  createServer().listen(config.port, () => log.info('listening', { port: config.port }));
}

module.exports = { createServer, handle };
