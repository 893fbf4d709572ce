import { execFileSync } from "node:child_process";
import type { RawCommit } from "./parse.js";

const SEP = "\x1f";
const END = "\x1e";

export interface LogRange {
  from?: string;
  to: string;
  since?: string;
}

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", maxBuffer: 32 * 1024 * 1024 });
}

export function readCommits(cwd: string, range: LogRange): RawCommit[] {
  const rev = range.from ? `${range.from}..${range.to}` : range.to;
  const args = ["log", "--no-merges", `--format=%H${SEP}%s${SEP}%b${END}`];
  if (range.since) args.push(`--since=${range.since}`);
  const out = git(cwd, [...args, rev]);
  return out
    .split(END)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const [hash, subject, body = ""] = chunk.split(SEP);
      return { hash, subject, body };
    });
}

export function repoUrl(cwd: string): string | undefined {
  try {
    const url = git(cwd, ["remote", "get-url", "origin"]).trim();
    return url.replace(/^git@github\.com:/, "https://github.com/").replace(/\.git$/, "");
  } catch {
    return undefined;
  }
}
