import type { ParsedCommit } from "./parse.js";

const SECTION_TITLES: Record<string, string> = {
  breaking: "破壊的変更",
  feat: "機能追加",
  fix: "バグ修正",
  perf: "パフォーマンス",
  other: "その他",
};

const ORDER = ["breaking", "feat", "fix", "perf", "other"];

function line(c: ParsedCommit, repo?: string): string {
  const short = c.hash.slice(0, 7);
  const ref = repo ? `[${short}](${repo}/commit/${c.hash})` : short;
  const scope = c.scope ? `**${c.scope}:** ` : "";
  return `- ${scope}${c.description} (${ref})`;
}

export function render(version: string, date: string, groups: Map<string, ParsedCommit[]>, repo?: string): string {
  const out: string[] = [`## ${version} (${date})`, ""];
  for (const key of ORDER) {
    const commits = groups.get(key);
    if (!commits?.length) continue;
    out.push(`### ${SECTION_TITLES[key]}`, "");
    for (const c of commits) out.push(line(c, repo));
    out.push("");
  }
  return out.join("\n");
}
