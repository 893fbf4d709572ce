'use strict';

const TYPES = {
  feat: 'Features',
  fix: 'Bug Fixes',
  perf: 'Performance',
  refactor: 'Refactoring',
  docs: 'Documentation',
};
const HIDDEN = ['chore', 'ci', 'test', 'build', 'style'];
const CONVENTIONAL = /^(\w+)(?:\(([^)]+)\))?(!)?: (.+)$/;

function parse(commit) {
  const m = CONVENTIONAL.exec(commit.subject);
  if (!m) return { type: 'other', scope: null, breaking: false, text: commit.subject, sha: commit.sha };
  const breaking = Boolean(m[3]) || /^BREAKING CHANGE:/m.test(commit.body);
  return { type: m[1], scope: m[2] || null, breaking, text: m[4], sha: commit.sha };
}

function line(entry) {
  const scope = entry.scope ? `**${entry.scope}:** ` : '';
  return `- ${scope}${entry.text} (${entry.sha.slice(0, 7)})`;
}

function render(version, commits, { all = false } = {}) {
  const entries = commits.map(parse);
  const out = [`## ${version}`, ''];
  const breaking = entries.filter((e) => e.breaking);
  if (breaking.length) {
    out.push('### ⚠ BREAKING CHANGES', '', ...breaking.map(line), '');
  }
  for (const [type, title] of Object.entries(TYPES)) {
    const group = entries.filter((e) => e.type === type);
    if (group.length) out.push(`### ${title}`, '', ...group.map(line), '');
  }
  const rest = entries.filter((e) => !TYPES[e.type] && (all || !HIDDEN.includes(e.type)));
  if (rest.length) out.push('### Other', '', ...rest.map(line), '');
  return out.join('\n');
}

module.exports = { parse, render };
