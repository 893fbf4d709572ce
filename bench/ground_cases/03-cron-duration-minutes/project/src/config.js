'use strict';

const fs = require('node:fs');
const YAML = require('yaml');
const { parseDuration } = require('./util/duration');
const { parseSize } = require('./util/bytes');

const DEFAULT_MAX_OUTPUT = '1MB';

function loadConfig(file) {
  const doc = YAML.parse(fs.readFileSync(file, 'utf8')) || {};
  const jobs = (doc.jobs || []).map((job, i) => {
    if (!job.name) throw new Error(`job #${i + 1} has no name`);
    if (!job.run) throw new Error(`job ${job.name} has no run command`);
    return {
      name: job.name,
      run: job.run,
      intervalMs: parseDuration(job.every || '1h'),
      maxOutput: parseSize(job.max_output || DEFAULT_MAX_OUTPUT),
      cwd: job.cwd || process.cwd(),
    };
  });
  return { jobs };
}

module.exports = { loadConfig };
