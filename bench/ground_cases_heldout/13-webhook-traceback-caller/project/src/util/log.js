'use strict';

function log(level, msg, fields = {}) {
  const line = { t: new Date().toISOString(), level, msg, ...fields };
  (level === 'error' ? process.stderr : process.stdout).write(JSON.stringify(line) + '\n');
}

module.exports = {
  info: (msg, f) => log('info', msg, f),
  warn: (msg, f) => log('warn', msg, f),
  error: (msg, f) => log('error', msg, f),
};
