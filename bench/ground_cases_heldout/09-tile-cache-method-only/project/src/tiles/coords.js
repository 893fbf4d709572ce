'use strict';

/** lon/lat (degrees) to tile x/y at zoom z, Web Mercator. */
function lonLatToTile(lon, lat, z) {
  const n = 2 ** z;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { x: Math.min(Math.max(x, 0), n - 1), y: Math.min(Math.max(y, 0), n - 1), z };
}

function tileKey({ x, y, z }) {
  return `${z}/${x}/${y}`;
}

/** All tiles covering a bounding box [west, south, east, north]. */
function tilesInBBox([west, south, east, north], z) {
  const a = lonLatToTile(west, north, z);
  const b = lonLatToTile(east, south, z);
  const out = [];
  for (let x = a.x; x <= b.x; x++) {
    for (let y = a.y; y <= b.y; y++) out.push({ x, y, z });
  }
  return out;
}

module.exports = { lonLatToTile, tileKey, tilesInBBox };
