'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { lonLatToTile, tilesInBBox, tileKey } = require('../src/tiles/coords');

test('Tokyo station at z=12', () => {
  assert.equal(tileKey(lonLatToTile(139.7671, 35.6812, 12)), '12/3638/1612');
});

test('bbox around Tokyo station covers two tiles', () => {
  assert.equal(tilesInBBox([139.75, 35.67, 139.80, 35.70], 12).length, 2);
});
