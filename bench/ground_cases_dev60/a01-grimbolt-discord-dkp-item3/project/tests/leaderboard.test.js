const test = require('node:test');
const assert = require('node:assert');
const { rank, formatRow } = require('../src/commands/leaderboard');

test('highest points first', () => {
  const ranked = rank([
    { name: 'Vex', points: 95 },
    { name: 'Mossy', points: 120 },
    { name: 'Tamsin', points: 40 },
  ]);
  assert.deepStrictEqual(ranked.map((m) => m.name), ['Mossy', 'Vex', 'Tamsin']);
});

test('medal rows for the top three', () => {
  assert.match(formatRow({ name: 'Mossy', points: 120 }, 0), /first_place/);
  assert.match(formatRow({ name: 'Kit', points: 3 }, 7), /8\./);
});
