#!/usr/bin/env node
'use strict';

const { main } = require('../src/cli');

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`changelog: ${err.message}`);
    process.exit(1);
  },
);
