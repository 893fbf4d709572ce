#!/usr/bin/env node
'use strict';

const path = require('node:path');
const { loadConfig } = require('../src/config');
const { start } = require('../src/scheduler');

const file = process.argv[2] || path.join(process.cwd(), 'cronlite.yml');
const stop = start(loadConfig(file), (line) => console.log(new Date().toISOString(), line));
process.on('SIGINT', () => {
  stop();
  process.exit(0);
});
