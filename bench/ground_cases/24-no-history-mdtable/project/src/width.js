'use strict';

// East Asian wide / fullwidth ranges (simplified).
const WIDE = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
];

function charWidth(cp) {
  for (const [lo, hi] of WIDE) {
    if (cp >= lo && cp <= hi) return 2;
  }
  return 1;
}

function displayWidth(text) {
  let w = 0;
  for (const ch of text) w += charWidth(ch.codePointAt(0));
  return w;
}

module.exports = { displayWidth, charWidth };
