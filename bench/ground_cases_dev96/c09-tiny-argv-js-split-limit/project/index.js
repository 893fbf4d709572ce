'use strict';

const { coerce } = require('./lib/coerce');

/**
 * Parse command-line arguments.
 *
 * @param {string[]} argv  usually process.argv.slice(2)
 * @param {object} [spec]
 * @param {string[]} [spec.boolean]  options that never take a value; --no-x sets them to false
 * @param {string[]} [spec.string]   options whose values are never coerced to numbers
 * @param {Object<string, string>} [spec.alias]  short or alternative name -> canonical name
 * @param {Object<string, *>} [spec.default]  values used when an option is not given
 * @returns {{ _: Array<string|number>, [key: string]: * }}
 */
function parseArgs(argv, spec = {}) {
  const booleans = new Set(spec.boolean || []);
  const strings = new Set(spec.string || []);
  const alias = spec.alias || {};
  const out = { _: [] };
  for (const [key, value] of Object.entries(spec.default || {})) {
    out[key] = Array.isArray(value) ? [...value] : value;
  }
  const given = new Set();
  const canonical = (name) => alias[name] || name;

  function set(name, value) {
    const key = canonical(name);
    const v = booleans.has(key) ? value : coerce(value, { raw: strings.has(key) });
    if (given.has(key)) {
      out[key] = [].concat(out[key], v);
    } else if (Array.isArray(out[key])) {
      out[key].push(v);
    } else {
      out[key] = v;
    }
    given.add(key);
  }

  const isValue = (next) => next !== undefined && (!next.startsWith('-') || /^-\d/.test(next));

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      out._.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      if (arg.includes('=')) {
        const [name, value] = arg.slice(2).split('=', 2);
        const isBool = booleans.has(canonical(name));
        set(name, isBool ? !['false', '0', ''].includes(value) : value);
        continue;
      }
      const name = arg.slice(2);
      if (name.startsWith('no-') && booleans.has(canonical(name.slice(3)))) {
        set(name.slice(3), false);
      } else if (booleans.has(canonical(name)) || !isValue(argv[i + 1])) {
        set(name, true);
      } else {
        set(name, argv[++i]);
      }
      continue;
    }
    if (arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg)) {
      const letters = arg.slice(1);
      for (let j = 0; j < letters.length; j++) {
        const letter = letters[j];
        const last = j === letters.length - 1;
        if (last && !booleans.has(canonical(letter)) && isValue(argv[i + 1])) {
          set(letter, argv[++i]);
        } else {
          set(letter, true);
        }
      }
      continue;
    }
    out._.push(coerce(arg, { raw: false }));
  }
  return out;
}

module.exports = { parseArgs };
