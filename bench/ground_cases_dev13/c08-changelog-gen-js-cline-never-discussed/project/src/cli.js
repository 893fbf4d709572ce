'use strict';

const { commitsSince, latestTag, refExists } = require('./git');
const { render } = require('./render');

const USAGE = `usage: changelog [--version <next version>] [--since <tag>] [--all]

Prints a CHANGELOG section for the commits since the latest tag.
  --version <v>   heading to use (default: "Unreleased")
  --since <tag>   start after this tag instead of the latest one
  --all           include chore/ci/test commits too`;

function parseArgs(argv) {
  const opts = { version: 'Unreleased', all: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--version') {
      opts.version = argv[++i];
      if (!opts.version) throw new Error('--version needs a value');
    } else if (arg === '--since') {
      opts.since = argv[++i];
      if (!opts.since) throw new Error('--since needs a tag');
    } else if (arg === '--all') {
      opts.all = true;
    } else if (arg === '-h' || arg === '--help') {
      opts.help = true;
    } else {
      throw new Error(`unknown argument ${arg}\n\n${USAGE}`);
    }
  }
  return opts;
}

async function main(argv) {
  const opts = parseArgs(argv);
  if (opts.help) {
    console.log(USAGE);
    return 0;
  }
  if (opts.since && !refExists(opts.since)) {
    throw new Error(`no such tag or commit: ${opts.since}`);
  }
  const from = opts.since || latestTag();
  const commits = commitsSince(from);
  if (commits.length === 0) {
    console.error(`no commits since ${from || 'the beginning'}`);
    return 0;
  }
  process.stdout.write(render(opts.version, commits, { all: opts.all }));
  return 0;
}

module.exports = { main, parseArgs };
