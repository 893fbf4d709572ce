'use strict'

// CLDR cardinal categories, reduced to the locales we ship.
module.exports = function plural(locale, n) {
  switch (locale) {
    case 'zh':
    case 'ja':
      return 'other'
    case 'en':
      return n === 1 ? 'one' : 'other'
    default:
      return n === 1 ? 'one' : 'other'
  }
}
