'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { parseArgs } = require('..');

test('long options with and without =', () => {
  assert.deepEqual(parseArgs(['--out', 'dist', '--level=3']), { _: [], out: 'dist', level: 3 });
});

test('booleans and --no-', () => {
  const spec = { boolean: ['color', 'verbose'], default: { color: true } };
  assert.deepEqual(parseArgs(['--no-color', '--verbose', 'src'], spec), { _: ['src'], color: false, verbose: true });
});

test('--name=value for booleans', () => {
  const spec = { boolean: ['color', 'verbose'] };
  assert.deepEqual(parseArgs(['--color=false', '--verbose=true'], spec), { _: [], color: false, verbose: true });
  assert.deepEqual(parseArgs(['--color=0'], spec), { _: [], color: false });
});

test('short flags and aliases', () => {
  const spec = { boolean: ['verbose'], alias: { v: 'verbose', o: 'out' } };
  assert.deepEqual(parseArgs(['-vo', 'dist'], spec), { _: [], verbose: true, out: 'dist' });
});

test('repeated options collect into an array', () => {
  assert.deepEqual(parseArgs(['--tag', 'a', '--tag', 'b']), { _: [], tag: ['a', 'b'] });
});

test('array defaults are not mutated', () => {
  const spec = { default: { include: [] } };
  assert.deepEqual(parseArgs(['--include', 'a'], spec).include, ['a']);
  assert.deepEqual(parseArgs([], spec).include, []);
  assert.deepEqual(spec.default.include, []);
});

test('string options are not coerced', () => {
  assert.deepEqual(parseArgs(['--id', '0012', '--port', '8080'], { string: ['id'] }), { _: [], id: '0012', port: 8080 });
});

test('negative numbers are values', () => {
  assert.deepEqual(parseArgs(['--offset', '-5']), { _: [], offset: -5 });
});

test('everything after -- is positional', () => {
  assert.deepEqual(parseArgs(['--a', '1', '--', '--b', '2']), { _: ['--b', '2'], a: 1 });
});
