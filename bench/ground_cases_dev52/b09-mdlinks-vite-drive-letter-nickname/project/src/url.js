import { pagePath } from "./resolve.js";

/**
 * The public URL of a page: base + page path, without ".md".
 * toPublicUrl("/docs/", "/p/docs", "/p/docs/guide/usage.md") -> "/docs/guide/usage"
 */
export function toPublicUrl(base, root, file, hash = "") {
  const page = pagePath(root, file);
  const prefix = base.endsWith("/") ? base : base + "/";
  return prefix + "/" + page + hash;
}

export function withTrailingSlash(url) {
  return url.endsWith("/") ? url : url + "/";
}

export function stripBase(base, url) {
  return url.startsWith(base) ? "/" + url.slice(base.length).replace(/^\/+/, "") : url;
}

export function isSamePage(a, b) {
  const norm = (u) => u.replace(/#.*$/, "").replace(/\/+$/, "");
  return norm(a) === norm(b);
}

export const DEFAULT_BASE = "/";

export function joinBase(base, path) {
  return base.replace(/\/+$/, "") + "/" + path.replace(/^\/+/, "");
}
