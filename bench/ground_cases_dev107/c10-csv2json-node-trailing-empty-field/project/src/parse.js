"use strict";

/**
 * 解析一行 CSV，支持双引号字段（RFC 4180：字段内 "" 表示一个引号）。
 */
function parseLine(line, delimiter = ",") {
  const fields = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        cur += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === delimiter) {
      fields.push(cur);
      cur = "";
    } else {
      cur += ch;
    }
  }
  if (cur) fields.push(cur);
  return fields;
}

function parseCsv(text, { delimiter = ",", header = true } = {}) {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0);
  if (lines.length === 0) {
    return [];
  }
  const rows = lines.map((l) => parseLine(l, delimiter));
  if (!header) {
    return rows;
  }
  const [cols, ...body] = rows;
  return body.map((r) => {
    const obj = {};
    cols.forEach((c, i) => {
      obj[c] = r[i] === undefined ? null : r[i];
    });
    return obj;
  });
}

function columnCount(text, delimiter = ",") {
  const first = text.split(/\r?\n/, 1)[0] || "";
  return parseLine(first, delimiter).length;
}

module.exports = { parseLine, parseCsv, columnCount };
