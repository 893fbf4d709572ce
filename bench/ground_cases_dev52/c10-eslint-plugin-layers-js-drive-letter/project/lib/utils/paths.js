"use strict";

// Path and specifier helpers shared by the rules. Pure string work: nothing here touches
// the file system, so the rules stay fast in editors.

const path = require("node:path");

const EXTENSIONS = [".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts", ".vue", ".svelte"];

/** `./x`, `../x`: specifiers resolved from the importing file. */
function isRelativeSpecifier(source) {
  return source === "." || source === ".." || source.startsWith("./") || source.startsWith("../");
}

/** `./icon.svg?raw` -> `./icon.svg` (bundler query strings and hashes). */
function stripQuery(source) {
  const cut = source.search(/[?#]/);
  return cut === -1 ? source : source.slice(0, cut);
}

/** `a\b\c` -> `a/b/c` on Windows; unchanged on POSIX. */
function toPosix(p) {
  return path.sep === "\\" ? p.split(path.sep).join("/") : p;
}

/** `/repo/src/features/cart/index.ts` -> `/repo/src/features/cart/index`. */
function withoutExtension(file) {
  const ext = path.extname(file);
  return EXTENSIONS.includes(ext) ? file.slice(0, -ext.length) : file;
}

module.exports = { isRelativeSpecifier, stripQuery, toPosix, withoutExtension };
