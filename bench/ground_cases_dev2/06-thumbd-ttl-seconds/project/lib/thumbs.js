"use strict";
const sharp = require("sharp");
const path = require("node:path");

async function renderThumb(id, width) {
  const file = path.join(process.env.IMAGE_DIR || "images", `${id}.jpg`);
  return sharp(file).resize({ width }).webp({ quality: 80 }).toBuffer();
}

module.exports = { renderThumb };
