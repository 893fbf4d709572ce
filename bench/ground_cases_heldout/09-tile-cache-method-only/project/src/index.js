'use strict';

const { TileFetcher } = require('./tiles/fetcher');
const { LruCache } = require('./cache/lru');
const { TtlCache } = require('./cache/ttl');
const { HttpClient } = require('./http/client');
const coords = require('./tiles/coords');

module.exports = { TileFetcher, LruCache, TtlCache, HttpClient, coords };
