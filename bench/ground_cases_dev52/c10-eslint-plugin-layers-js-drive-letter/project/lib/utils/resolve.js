"use strict";

const { toPosix } = require("./paths");

const cache = new Map();

/**
 * The layer a file belongs to: the first directory under `rootDir` when it is one of
 * `layers`, or null for files outside the layered tree. Results are cached per file,
 * because the same module is imported from many places in one lint run.
 *
 * @param {string} filename absolute path of a file (it need not exist)
 * @param {string} rootDir absolute path of the layered source root
 * @param {string[]} layers layer names, highest first
 * @returns {string | null}
 */
function layerOf(filename, rootDir, layers) {
  if (cache.has(filename)) return cache.get(filename);
  let layer = null;
  if (filename.startsWith(rootDir)) {
    const rel = filename.slice(rootDir.length + 1);
    const first = toPosix(rel).split("/")[0];
    layer = layers.includes(first) ? first : null;
  }
  cache.set(filename, layer);
  return layer;
}

/** Forget cached layers (tests run several configurations in one process). */
function clearCache() {
  cache.clear();
}

module.exports = { layerOf, clearCache };
