'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { parse, render } = require('../src/render');

const c = (subject, body = '') => ({ sha: 'a1b2c3d4e5f6', subject, body });

test('parses type, scope and breaking marker', () => {
  assert.deepStrictEqual(parse(c('feat(api)!: drop v1 endpoints')), {
    type: 'feat', scope: 'api', breaking: true, text: 'drop v1 endpoints', sha: 'a1b2c3d4e5f6',
  });
});

test('BREAKING CHANGE footer marks a commit as breaking', () => {
  assert.strictEqual(parse(c('fix: tighten validation', 'BREAKING CHANGE: rejects empty names')).breaking, true);
});

test('groups by type and hides chores by default', () => {
  const md = render('1.5.0', [c('feat: add --json'), c('chore: bump deps'), c('fix(cli): exit code')]);
  assert.match(md, /### Features\n\n- add --json/);
  assert.match(md, /### Bug Fixes\n\n- \*\*cli:\*\* exit code/);
  assert.doesNotMatch(md, /bump deps/);
});

test('--all keeps chores under Other', () => {
  const md = render('1.5.0', [c('chore: bump deps')], { all: true });
  assert.match(md, /### Other\n\n- bump deps/);
});

test('non-conventional subjects are listed under Other', () => {
  assert.match(render('1.5.0', [c('Merge branch hotfix')]), /### Other\n\n- Merge branch hotfix/);
});
