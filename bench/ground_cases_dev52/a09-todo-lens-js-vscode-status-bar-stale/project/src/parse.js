// @ts-check
// Pure parsing of TODO comments, kept free of the vscode module so it runs under node --test.

const DEFAULT_TAGS = ['TODO', 'FIXME', 'HACK'];

/** @param {string} s */
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** @param {string[]} tags */
function tagPattern(tags) {
  return new RegExp(`(?://|#|--|/\\*|<!--)\\s*(${tags.map(escapeRegExp).join('|')})\\b[:(]?\\s*(.*?)\\s*(?:\\*/|-->)?$`);
}

/**
 * The TODO comments in a file's text, with 0-based line numbers.
 * @param {string} text
 * @param {string[]} [tags]
 * @returns {{tag: string, text: string, line: number}[]}
 */
function parseTodos(text, tags = DEFAULT_TAGS) {
  const re = tagPattern(tags);
  const out = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]);
    if (m) out.push({ tag: m[1], text: m[2].replace(/^\)\s*:?\s*/, ''), line: i });
  }
  return out;
}

module.exports = { DEFAULT_TAGS, parseTodos, tagPattern };
