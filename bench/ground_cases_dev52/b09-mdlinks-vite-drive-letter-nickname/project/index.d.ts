import type { Plugin } from "vite";

export interface MdLinksOptions {
  /** Folder holding the Markdown pages. Default: "docs". */
  root?: string;
  /** URL prefix of the pages. Default: Vite's `base`. */
  base?: string;
}

export default function mdLinks(options?: MdLinksOptions): Plugin;
