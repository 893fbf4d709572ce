'use strict';

function createLogger(component) {
  const write = (level, msg, fields) => {
    process.stdout.write(`${JSON.stringify({ ts: new Date().toISOString(), level, component, msg, ...fields })}\n`);
  };
  return {
    info: (msg, fields = {}) => write('info', msg, fields),
    warn: (msg, fields = {}) => write('warn', msg, fields),
    error: (msg, fields = {}) => write('error', msg, fields),
  };
}

module.exports = { createLogger };
