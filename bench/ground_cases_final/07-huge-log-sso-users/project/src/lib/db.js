'use strict';

// Thin wrapper so routes can require a shared pool; replaced by pg-promise in production.
const pool = {
  async one() {
    throw new Error('db not configured');
  },
};

module.exports = pool;
