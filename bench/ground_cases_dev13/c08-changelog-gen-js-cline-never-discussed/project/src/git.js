'use strict';

const { execFileSync } = require('node:child_process');

const SEP = '\x1f';
const END = '\x1e';

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** The newest tag reachable from HEAD, or null in a repository without tags. */
function latestTag() {
  try {
    return git(['describe', '--tags', '--abbrev=0']).trim();
  } catch {
    return null;
  }
}

/** True when `ref` names a commit in this repository. */
function refExists(ref) {
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** Commits after `from` (a tag or sha; null = all history), oldest first. */
function commitsSince(from) {
  const range = from ? `${from}..HEAD` : 'HEAD';
  const out = git(['log', '--reverse', `--format=%H${SEP}%s${SEP}%b${END}`, range]);
  return out
    .split(END)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => {
      const [sha, subject, body] = chunk.split(SEP);
      return { sha, subject, body: body || '' };
    });
}

module.exports = { commitsSince, latestTag, refExists };
