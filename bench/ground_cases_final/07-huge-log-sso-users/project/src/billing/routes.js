'use strict';

const { sendJson } = require('../lib/router');
const { currentUserId } = require('../auth/session');
const { planFor } = require('./plans');

async function plan(req, res) {
  const id = await currentUserId(req);
  if (!id) return sendJson(res, 401, { error: 'unauthorized' });
  return sendJson(res, 200, await planFor(id));
}

module.exports = { routes: [{ method: 'GET', path: '/api/billing/plan', handler: plan }] };
