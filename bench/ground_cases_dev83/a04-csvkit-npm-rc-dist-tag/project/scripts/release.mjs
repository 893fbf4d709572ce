#!/usr/bin/env node
// Usage: node scripts/release.mjs <patch|minor|major|prerelease> [--dry-run]
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const DRY = process.argv.includes("--dry-run");

export function bumpVersion(current, kind) {
  const [core, pre] = current.split("-");
  const [major, minor, patch] = core.split(".").map(Number);
  switch (kind) {
    case "major":
      return `${major + 1}.0.0`;
    case "minor":
      return `${major}.${minor + 1}.0`;
    case "patch":
      return `${major}.${minor}.${patch + 1}`;
    case "prerelease": {
      const n = pre ? Number(pre.split(".")[1]) + 1 : 0;
      return `${pre ? core : `${major}.${minor}.${patch + 1}`}-rc.${n}`;
    }
    default:
      throw new Error(`unknown release kind: ${kind}`);
  }
}

export function changelogHeader(version, date = new Date()) {
  const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  return `## ${version} - ${day}`;
}

export function rollChangelog(text, version, date = new Date()) {
  const marker = "## Unreleased";
  if (!text.includes(marker)) throw new Error("CHANGELOG.md has no '## Unreleased' section");
  return text.replace(marker, `${marker}\n\n${changelogHeader(version, date)}`);
}

function run(cmd) {
  console.log(`$ ${cmd}`);
  if (!DRY) execSync(cmd, { stdio: "inherit" });
}

function main() {
  const kind = process.argv[2];
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const next = bumpVersion(pkg.version, kind);
  if (execSync("git status --porcelain").toString().trim()) {
    throw new Error("working tree is not clean");
  }
  console.log(`${pkg.version} -> ${next}`);
  if (!DRY) {
    pkg.version = next;
    writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
    writeFileSync("CHANGELOG.md", rollChangelog(readFileSync("CHANGELOG.md", "utf8"), next));
  }
  run(`git commit -am "release: v${next}"`);
  run(`git tag -a v${next} -m v${next}`);
  run("git push --follow-tags");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
