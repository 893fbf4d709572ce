'use strict';

const { displayWidth } = require('./width');

function splitRow(line) {
  return line.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
}

function isSeparator(cells) {
  return cells.every((c) => /^:?-+:?$/.test(c));
}

function pad(text, width, align) {
  const gap = width - displayWidth(text);
  if (align === 'right') return ' '.repeat(gap) + text;
  if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(Math.ceil(gap / 2));
  return text + ' '.repeat(gap);
}

function formatTable(lines) {
  const rows = lines.map(splitRow);
  const sepIndex = rows.findIndex(isSeparator);
  const aligns = rows[sepIndex].map((c) => (c.endsWith(':') ? (c.startsWith(':') ? 'center' : 'right') : 'left'));
  const widths = aligns.map((_, col) =>
    Math.max(3, ...rows.filter((_, i) => i !== sepIndex).map((r) => displayWidth(r[col] || ''))),
  );
  return rows.map((r, i) => {
    if (i === sepIndex) {
      return '| ' + widths.map((w, c) => {
        const dashes = '-'.repeat(w);
        if (aligns[c] === 'center') return ':' + dashes.slice(2) + ':';
        if (aligns[c] === 'right') return dashes.slice(1) + ':';
        return dashes;
      }).join(' | ') + ' |';
    }
    return '| ' + widths.map((w, c) => pad(r[c] || '', w, aligns[c])).join(' | ') + ' |';
  });
}

function formatDocument(text) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; ) {
    if (lines[i].trim().startsWith('|')) {
      let j = i;
      while (j < lines.length && lines[j].trim().startsWith('|')) j++;
      out.push(...formatTable(lines.slice(i, j)));
      i = j;
    } else {
      out.push(lines[i]);
      i++;
    }
  }
  return out.join('\n');
}

module.exports = { formatDocument, formatTable, splitRow };
