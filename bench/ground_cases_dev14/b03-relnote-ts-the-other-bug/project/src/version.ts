import { execFileSync } from "node:child_process";

const TAG_PATTERN = /^v\d+\.\d+\.\d+$/;

export function listTags(cwd: string): string[] {
  const out = execFileSync("git", ["tag", "--list", "v*"], { cwd, encoding: "utf8" });
  return out
    .split("\n")
    .map((t) => t.trim())
    .filter((t) => TAG_PATTERN.test(t));
}

export function compareSemver(a: string, b: string): number {
  const pa = a.slice(1).split(".").map(Number);
  const pb = b.slice(1).split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return pa[i] - pb[i];
  }
  return 0;
}

/** The newest release tag, or undefined when the repository has none. */
export function latestTag(tags: string[]): string | undefined {
  const sorted = [...tags].sort(compareSemver);
  return sorted[sorted.length - 1];
}

/** The tag released just before `tag`. */
export function previousTag(tags: string[], tag: string): string | undefined {
  const sorted = [...tags].sort(compareSemver);
  const i = sorted.indexOf(tag);
  return i > 0 ? sorted[i - 1] : undefined;
}

export function bump(tag: string, kind: "major" | "minor" | "patch"): string {
  const [major, minor, patch] = tag.slice(1).split(".").map(Number);
  switch (kind) {
    case "major":
      return `v${major + 1}.0.0`;
    case "minor":
      return `v${major}.${minor + 1}.0`;
    case "patch":
      return `v${major}.${minor}.${patch + 1}`;
  }
}
