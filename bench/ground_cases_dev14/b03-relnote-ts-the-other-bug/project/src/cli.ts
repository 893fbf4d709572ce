#!/usr/bin/env node
import { parseArgs } from "node:util";
import { readCommits, repoUrl } from "./git.js";
import { groupByType, parseCommit } from "./parse.js";
import { render } from "./render.js";
import { latestTag, listTags, previousTag } from "./version.js";

function main(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      to: { type: "string" },
      from: { type: "string" },
      since: { type: "string" },
      cwd: { type: "string", default: process.cwd() },
      date: { type: "string" },
    },
  });
  const cwd = values.cwd!;
  const tags = listTags(cwd);
  const to = values.to ?? latestTag(tags);
  if (!to) {
    console.error("relnote: no release tag found (expected tags like v1.2.3)");
    return 1;
  }
  const since = values.since;
  const from = since ? undefined : (values.from ?? previousTag(tags, to));
  const commits = readCommits(cwd, { from, to, since }).map(parseCommit);
  if (commits.length === 0) {
    console.error(`relnote: no commits between ${from ?? "(root)"} and ${to}`);
    return 1;
  }
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  process.stdout.write(render(to, date, groupByType(commits), repoUrl(cwd)) + "\n");
  return 0;
}

process.exitCode = main(process.argv.slice(2));
