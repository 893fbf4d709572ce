import test from 'node:test';
import assert from 'node:assert';
import { searchArticles } from '../src/api/search.js';

test('short queries do not hit the API', async () => {
  const client = { get: () => { throw new Error('should not be called'); } };
  assert.deepStrictEqual(await searchArticles(client, ' a '), { query: 'a', results: [] });
});
