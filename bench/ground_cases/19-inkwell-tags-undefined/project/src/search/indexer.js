import fs from 'node:fs/promises';
import MiniSearch from 'minisearch';
import { openRepository } from '../posts/repository.js';
import { collectTags } from '../posts/tags.js';

const FIELDS = ['title', 'body', 'tags'];

export function buildIndex(posts) {
  const search = new MiniSearch({ fields: FIELDS, storeFields: ['title', 'publishedAt'] });
  const docs = posts.map((post) => ({ ...post, tags: collectTags(post).join(' ') }));
  search.addAll(docs);
  return search;
}

export async function rebuild(out = 'data/search-index.json') {
  const repo = openRepository();
  const index = buildIndex(repo.all());
  await fs.writeFile(out, JSON.stringify(index));
  return index.documentCount;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = await rebuild();
  console.log(`indexed ${count} posts`);
}
