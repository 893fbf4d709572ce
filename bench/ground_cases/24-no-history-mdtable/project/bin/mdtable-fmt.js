#!/usr/bin/env node
'use strict';

const fs = require('node:fs');
const { formatDocument } = require('../src/format');

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: mdtable-fmt FILE [--write]');
  process.exit(2);
}
const result = formatDocument(fs.readFileSync(file, 'utf8'));
if (flag === '--write') fs.writeFileSync(file, result);
else process.stdout.write(result);
