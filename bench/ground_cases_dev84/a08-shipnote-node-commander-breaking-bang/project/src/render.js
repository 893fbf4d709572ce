"use strict";

const pc = require("picocolors");

const ORDER = ["Features", "Bug fixes", "Performance", "Refactoring", "Documentation", "Other"];

function line(item, color) {
  const scope = item.scope ? `**${item.scope}:** ` : "";
  const mark = item.breaking ? (color ? pc.red(" (BREAKING)") : " (BREAKING)") : "";
  const hash = color ? pc.dim(item.hash) : item.hash;
  return `- ${scope}${item.text}${mark} (${hash})`;
}

function markdown(groups, color) {
  const out = [];
  for (const title of ORDER) {
    const items = groups[title];
    if (!items || items.length === 0) continue;
    out.push(color ? pc.bold(`## ${title}`) : `## ${title}`, "");
    for (const item of items) out.push(line(item, color));
    out.push("");
  }
  return out.join("\n");
}

function render(groups, format, { color = false } = {}) {
  if (format === "json") return JSON.stringify(groups, null, 2) + "\n";
  return markdown(groups, color);
}

module.exports = { render };
