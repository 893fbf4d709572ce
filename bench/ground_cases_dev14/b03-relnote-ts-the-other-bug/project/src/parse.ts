export type CommitType = "feat" | "fix" | "perf" | "refactor" | "docs" | "chore" | "test" | "build" | "ci";

export interface RawCommit {
  hash: string;
  subject: string;
  body: string;
}

export interface ParsedCommit {
  hash: string;
  type: CommitType | "other";
  scope?: string;
  description: string;
  breaking: boolean;
}

const KNOWN_TYPES = new Set<string>(["feat", "fix", "perf", "refactor", "docs", "chore", "test", "build", "ci"]);

// <type>(<scope>)!: <description>
const HEADER = /^(\w+)(?:\(([^)]+)\))?: (.+)$/;

export function parseCommit(raw: RawCommit): ParsedCommit {
  const m = HEADER.exec(raw.subject.trim());
  const breakingFooter = /^BREAKING[ -]CHANGE: /m.test(raw.body);
  if (!m || !KNOWN_TYPES.has(m[1])) {
    return { hash: raw.hash, type: "other", description: raw.subject.trim(), breaking: breakingFooter };
  }
  const [, type, scope, description] = m;
  return {
    hash: raw.hash,
    type: type as CommitType,
    scope,
    description,
    breaking: breakingFooter,
  };
}

export function groupByType(commits: ParsedCommit[]): Map<string, ParsedCommit[]> {
  const groups = new Map<string, ParsedCommit[]>();
  for (const c of commits) {
    const key = c.breaking ? "breaking" : c.type;
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  }
  return groups;
}
