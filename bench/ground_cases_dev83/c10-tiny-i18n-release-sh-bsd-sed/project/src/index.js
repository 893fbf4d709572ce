'use strict'

const plural = require('./plural')

function lookup(messages, key) {
  return key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), messages)
}

function interpolate(template, params) {
  return template.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m))
}

function createI18n({ locale = 'zh', messages = {}, fallback = 'en' } = {}) {
  function t(key, params = {}) {
    let entry = lookup(messages[locale] || {}, key)
    if (entry === undefined) entry = lookup(messages[fallback] || {}, key)
    if (entry === undefined) return key
    if (typeof entry === 'object' && typeof params.count === 'number') {
      const form = plural(locale, params.count)
      entry = entry[form] ?? entry.other
    }
    return interpolate(String(entry), params)
  }
  return { t, get locale() { return locale }, setLocale(l) { locale = l } }
}

module.exports = { createI18n, interpolate }
