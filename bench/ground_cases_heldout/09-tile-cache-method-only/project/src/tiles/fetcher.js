'use strict';

const { LruCache } = require('../cache/lru');
const { TtlCache } = require('../cache/ttl');
const { HttpClient } = require('../http/client');
const { tileKey, tilesInBBox } = require('./coords');

const DEFAULT_CAPACITY = 256;

class TileFetcher {
  constructor(urlTemplate, { capacity = DEFAULT_CAPACITY, client = new HttpClient() } = {}) {
    this.urlTemplate = urlTemplate;
    this.client = client;
    this.tiles = new LruCache(capacity);
    this.meta = new TtlCache(5 * 60 * 1000);
    this.inflight = new Map();
  }

  url({ x, y, z }) {
    return this.urlTemplate.replace('{z}', z).replace('{x}', x).replace('{y}', y);
  }

  async tile(t) {
    const key = tileKey(t);
    const cached = this.tiles.get(key);
    if (cached) return cached;
    if (this.inflight.has(key)) return this.inflight.get(key);
    const p = this.client
      .getBytes(this.url(t))
      .then((bytes) => {
        this.tiles.set(key, bytes);
        return bytes;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  async viewport(bbox, z) {
    return Promise.all(tilesInBBox(bbox, z).map((t) => this.tile(t)));
  }

  async tileJson(url) {
    const hit = this.meta.get(url);
    if (hit) return hit;
    const doc = await this.client.getJson(url);
    this.meta.set(url, doc);
    return doc;
  }
}

module.exports = { TileFetcher };
