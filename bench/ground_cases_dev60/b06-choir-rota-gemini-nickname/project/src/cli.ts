import { readFileSync } from 'node:fs';
import { loadMembers } from './members.js';
import { buildRota, unfilled, type Service } from './rota.js';
import { summary, toCsv } from './export.js';

const [monthFile, membersFile = 'data/members.json'] = process.argv.slice(2);
if (!monthFile) {
  console.error('usage: npm run rota -- data/2025-12.json [data/members.json]');
  process.exit(1);
}

const services = JSON.parse(readFileSync(monthFile, 'utf8')) as Service[];
const members = loadMembers(membersFile);
const rota = buildRota(services, members);

process.stdout.write(toCsv(services, rota));
const missing = unfilled(services, rota);
if (missing.length) console.error(`埋まらなかった枠:\n${missing.join('\n')}`);
console.error(`\n回数:\n${summary(rota)}`);
