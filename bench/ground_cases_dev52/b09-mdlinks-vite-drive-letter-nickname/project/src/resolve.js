import path from "node:path";

/**
 * Is `file` inside the `root` folder? Both are absolute paths.
 * Used to ignore Markdown files outside the pages folder.
 */
export function isInside(root, file) {
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return file.startsWith(prefix);
}

/**
 * The page path of a Markdown file relative to the pages root, without the
 * extension and with "/" separators: docs/guide/index.md -> "guide/".
 */
export function pagePath(root, file) {
  const rel = path.relative(root, file).split(path.sep).join("/");
  const noExt = rel.replace(/\.md$/i, "");
  if (noExt === "index") return "";
  return noExt.endsWith("/index") ? noExt.slice(0, -"index".length) : noExt;
}

/** Resolve a relative link found in `fromFile` to an absolute file path. */
export function resolveLink(fromFile, href) {
  const [target] = href.split("#");
  return path.resolve(path.dirname(fromFile), decodeURIComponent(target));
}

export function isRelativeMdLink(href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("/") || href.startsWith("#")) return false;
  return /\.md(#.*)?$/i.test(href);
}
