'use strict'

const { test } = require('node:test')
const assert = require('node:assert')
const { createI18n } = require('../src')

const messages = {
  en: { cart: { items: { one: '{count} item', other: '{count} items' } }, hello: 'Hello, {name}' },
  zh: { cart: { items: { other: '{count} 件商品' } } },
}

test('zh plural uses other', () => {
  const i18n = createI18n({ locale: 'zh', messages })
  assert.strictEqual(i18n.t('cart.items', { count: 1 }), '1 件商品')
})

test('falls back to en', () => {
  const i18n = createI18n({ locale: 'zh', messages })
  assert.strictEqual(i18n.t('hello', { name: '阿杰' }), 'Hello, 阿杰')
})

test('missing key returns key', () => {
  const i18n = createI18n({ messages })
  assert.strictEqual(i18n.t('nope.nothing'), 'nope.nothing')
})
