"use strict";

const TYPES = {
  feat: "Features",
  fix: "Bug fixes",
  perf: "Performance",
  refactor: "Refactoring",
  docs: "Documentation",
};

function parseSubject(subject) {
  const m = /^(\w+)(?:\(([^)]+)\))?: (.+)$/.exec(subject);
  if (!m) return null;
  return { type: m[1].toLowerCase(), scope: m[2] || null, text: m[3] };
}

function isBreaking(commit, parsed) {
  return /^BREAKING[ -]CHANGE:/m.test(commit.body) || Boolean(parsed && parsed.breaking);
}

function parseCommits(commits) {
  const groups = {};
  for (const c of commits) {
    const parsed = parseSubject(c.subject);
    const title = parsed && TYPES[parsed.type] ? TYPES[parsed.type] : "Other";
    (groups[title] ||= []).push({
      hash: c.hash.slice(0, 7),
      scope: parsed ? parsed.scope : null,
      text: parsed ? parsed.text : c.subject,
      breaking: isBreaking(c, parsed),
    });
  }
  return groups;
}

module.exports = { parseSubject, parseCommits, TYPES };
