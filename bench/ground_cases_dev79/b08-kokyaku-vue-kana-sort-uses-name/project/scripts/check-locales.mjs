#!/usr/bin/env node
// Fails when ja.json and en.json do not have the same keys.
import { readFileSync } from 'node:fs';

const load = (l) => JSON.parse(readFileSync(new URL(`../src/locales/${l}.json`, import.meta.url), 'utf8'));

function keys(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const en = new Set(keys(load('en')));
const ja = new Set(keys(load('ja')));
const missingInJa = [...en].filter((k) => !ja.has(k));
const missingInEn = [...ja].filter((k) => !en.has(k));

for (const k of missingInJa) console.log(`ja: missing ${k}`);
for (const k of missingInEn) console.log(`en: missing ${k}`);

if (missingInJa.length || missingInEn.length) {
  process.exit(1);
}
console.log(`locales ok (${en.size} keys)`);
