import { readFileSync } from 'node:fs';

import { answer } from '../src/rag/answer.js';

interface Golden {
  id: string;
  question: string;
  expect: string;
}

const cases: Golden[] = JSON.parse(readFileSync('evals/golden.json', 'utf8'));

let ok = 0;
for (const c of cases) {
  const res = await answer(c.question);
  const pass = res.text.includes(c.expect);
  if (pass) ok++;
  console.log(`${pass ? 'PASS' : 'FAIL'} ${c.id} sources=${JSON.stringify(res.sources)} text=${JSON.stringify(res.text)}`);
}
console.log(`${ok}/${cases.length}`);
