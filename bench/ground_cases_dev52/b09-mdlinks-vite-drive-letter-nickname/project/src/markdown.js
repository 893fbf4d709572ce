import { Marked } from "marked";
import { isRelativeMdLink, resolveLink } from "./resolve.js";
import { toPublicUrl } from "./url.js";

/**
 * Render a Markdown page to HTML, rewriting relative links to other pages
 * into their public URLs.
 */
export function renderPage(source, { root, base, file }) {
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type !== "link" || !isRelativeMdLink(token.href)) return;
      const hashAt = token.href.indexOf("#");
      const hash = hashAt >= 0 ? token.href.slice(hashAt) : "";
      const target = resolveLink(file, token.href);
      token.href = toPublicUrl(base, root, target, hash);
    },
  });
  return marked.parse(source);
}

export function extractTitle(source) {
  const m = /^#\s+(.+)$/m.exec(source);
  return m ? m[1].trim() : null;
}

export function countLinks(source) {
  let n = 0;
  new Marked({ walkTokens: (t) => { if (t.type === "link") n++; } }).parse(source);
  return n;
}
