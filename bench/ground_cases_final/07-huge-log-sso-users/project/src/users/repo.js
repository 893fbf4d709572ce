'use strict';

const { createLogger } = require('../lib/logger');

const log = createLogger('users.repo');

// In production this is backed by Postgres; rows come back as plain objects:
// { id, email, display_name, source: 'password' | 'sso', profile: { avatarUrl, locale, timezone } | null }
function createRepo(db) {
  return {
    async findById(id) {
      const started = Date.now();
      const row = await db.one('SELECT * FROM users_with_profile WHERE id = $1', [id]);
      const ms = Date.now() - started;
      if (ms > 250) log.warn('slow query', { query: 'findById', ms });
      return row;
    },
  };
}

module.exports = { createRepo };
