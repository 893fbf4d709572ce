'use strict';

const { spawn } = require('node:child_process');
const { formatDuration } = require('./util/duration');

function runJob(job, log) {
  const started = Date.now();
  const child = spawn('/bin/sh', ['-c', job.run], { cwd: job.cwd });
  let captured = 0;
  const onData = (chunk) => {
    captured += chunk.length;
    if (captured > job.maxOutput) {
      child.kill('SIGTERM');
      log(`${job.name}: output limit reached, killed`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.on('close', (code) => {
    log(`${job.name}: exit ${code} after ${formatDuration(Date.now() - started)}`);
  });
}

function start(config, log = console.log) {
  const timers = config.jobs.map((job) => {
    log(`${job.name}: every ${formatDuration(job.intervalMs)}`);
    return setInterval(() => runJob(job, log), job.intervalMs);
  });
  return () => timers.forEach(clearInterval);
}

module.exports = { start, runJob };
