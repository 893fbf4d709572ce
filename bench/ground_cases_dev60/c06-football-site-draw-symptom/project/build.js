import fs from 'node:fs';
import path from 'node:path';
import nunjucks from 'nunjucks';
import { buildTable, formLine } from './src/table.js';
import { resultCards } from './src/results.js';
import { upcoming, groupByDate } from './src/fixtures.js';

const SITE = {
  title: '东湖周末野球联赛',
  season: '2025 秋冬',
};

const read = (f) => JSON.parse(fs.readFileSync(path.join('data', f), 'utf8'));
const results = read('results.json');
const fixtures = fs.existsSync('data/fixtures.json') ? read('fixtures.json') : [];

const env = nunjucks.configure('templates', { autoescape: true });
fs.mkdirSync('dist', { recursive: true });

const table = buildTable(results).map((r) => ({ ...r, form: formLine(results, r.team) }));
const pages = {
  'index.html': ['table.html', { table }],
  'results.html': ['results.html', { cards: resultCards(results) }],
  'fixtures.html': ['fixtures.html', { days: groupByDate(upcoming(fixtures)) }],
};

for (const [out, [tpl, ctx]] of Object.entries(pages)) {
  fs.writeFileSync(path.join('dist', out), env.render(tpl, { site: SITE, ...ctx }));
  console.log(`built dist/${out}`);
}
