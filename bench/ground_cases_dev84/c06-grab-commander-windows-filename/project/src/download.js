"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { pipeline } = require("node:stream/promises");
const { Readable } = require("node:stream");

function fileNameFor(url) {
  const name = path.basename(url);
  return name || "index.html";
}

async function downloadOne(url, outDir, { timeoutMs = 30000, signal } = {}) {
  const target = path.join(outDir, fileNameFor(url));
  const part = target + ".part";
  const timeout = AbortSignal.timeout(timeoutMs);
  const res = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  if (!res.ok) {
    throw new Error(`HTTP ${res.status}`);
  }
  try {
    await pipeline(Readable.fromWeb(res.body), fs.createWriteStream(part));
  } catch (err) {
    fs.rmSync(part, { force: true });
    throw err;
  }
  fs.renameSync(part, target);
  return target;
}

module.exports = { downloadOne, fileNameFor };
