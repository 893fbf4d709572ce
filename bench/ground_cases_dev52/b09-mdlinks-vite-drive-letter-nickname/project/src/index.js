import path from "node:path";
import { readFile } from "node:fs/promises";
import { normalizePath } from "vite";
import { renderPage } from "./markdown.js";
import { isInside } from "./resolve.js";

/** @param {import("../index.d.ts").MdLinksOptions} [options] */
export default function mdLinks(options = {}) {
  let root = "";
  let base = "/";
  /** pages we compiled, by absolute file path */
  const watched = new Set();

  return {
    name: "md-links",
    enforce: "pre",

    configResolved(config) {
      root = path.resolve(config.root, options.root ?? "docs");
      base = options.base ?? config.base ?? "/";
    },

    async load(id) {
      if (!id.endsWith(".md")) return null;
      const file = path.resolve(id);
      if (!isInside(root, file)) return null;
      // Vite hands handleHotUpdate "/"-separated paths, also on Windows (#27).
      watched.add(normalizePath(file));
      const source = await readFile(file, "utf8");
      const html = renderPage(source, { root, base, file });
      return `export default ${JSON.stringify(html)};`;
    },

    handleHotUpdate({ file, server }) {
      if (!watched.has(normalizePath(file))) return;
      const mods = server.moduleGraph.getModulesByFile(file);
      return mods ? [...mods] : [];
    },
  };
}
