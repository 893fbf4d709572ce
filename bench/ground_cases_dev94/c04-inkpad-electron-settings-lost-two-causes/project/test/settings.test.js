const test = require('node:test');
const assert = require('node:assert');
const Module = require('node:module');

// settings.js 需要 electron 的 app；测试里换成一个假的
const originalLoad = Module._load;
Module._load = function load(request, ...rest) {
  if (request === 'electron') {
    return { app: { getPath: () => '/tmp/inkpad-test' } };
  }
  return originalLoad.call(this, request, ...rest);
};

const settings = require('../src/settings');

test('parse fills in defaults', () => {
  const s = settings.parse('{"theme":"dark"}');
  assert.strictEqual(s.theme, 'dark');
  assert.strictEqual(s.fontSize, settings.DEFAULTS.fontSize);
});

test('parse falls back to defaults on broken json', () => {
  assert.deepStrictEqual(settings.parse(''), settings.DEFAULTS);
  assert.deepStrictEqual(settings.parse('{"theme":'), settings.DEFAULTS);
});

test('update merges a patch', () => {
  settings.update({ fontSize: 18 });
  assert.strictEqual(settings.get().fontSize, 18);
  assert.strictEqual(settings.get().theme, 'system');
});

test('settings file lives in userData', () => {
  assert.strictEqual(settings.file(), '/tmp/inkpad-test/settings.json');
});
