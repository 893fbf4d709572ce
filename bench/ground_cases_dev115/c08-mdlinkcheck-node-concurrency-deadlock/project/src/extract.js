import fs from "node:fs";
import path from "node:path";

// [text](href) or [text](href "title"); images too, the leading ! is ignored
const LINK = /\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

export function extractLinks(file) {
  const text = fs.readFileSync(file, "utf8");
  const links = [];
  text.split("\n").forEach((line, i) => {
    for (const m of line.matchAll(LINK)) {
      const href = m[2];
      if (href.startsWith("#") || href.startsWith("mailto:")) continue;
      if (/^https?:\/\//.test(href)) {
        links.push({ file, line: i + 1, href, kind: "url" });
      } else {
        const target = path.resolve(path.dirname(file), decodeURIComponent(href.split("#")[0]));
        links.push({ file, line: i + 1, href, kind: "file", exists: fs.existsSync(target) });
      }
    }
  });
  return links;
}
