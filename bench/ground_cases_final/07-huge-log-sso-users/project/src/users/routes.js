'use strict';

const { sendJson } = require('../lib/router');
const { currentUserId } = require('../auth/session');
const { createRepo } = require('./repo');
const { normalizeUser, publicUser } = require('./normalize');
const db = require('../lib/db');

const repo = createRepo(db);

async function me(req, res) {
  const id = await currentUserId(req);
  if (!id) return sendJson(res, 401, { error: 'unauthorized' });
  const row = await repo.findById(id);
  return sendJson(res, 200, normalizeUser(row));
}

async function byId(req, res, params) {
  const row = await repo.findById(params.id);
  if (!row) return sendJson(res, 404, { error: 'not found' });
  return sendJson(res, 200, publicUser(normalizeUser(row)));
}

module.exports = {
  routes: [
    { method: 'GET', path: '/api/me', handler: me },
    { method: 'GET', path: '/api/users/:id', handler: byId },
  ],
};
