import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from './frontmatter.js';
import { slugify, uniqueSlug } from '../text/slug.js';
import { excerpt } from '../text/excerpt.js';

export async function loadPosts(dir) {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const taken = new Set();
  const posts = [];
  for (const file of files) {
    const { data, body } = parseFrontMatter(await readFile(path.join(dir, file), 'utf8'));
    if (data.draft === 'true') continue;
    const base = data.slug || slugify(data.title || '') || data.date || path.basename(file, '.md');
    const slug = uniqueSlug(base, taken);
    taken.add(slug);
    posts.push({ ...data, slug, body, summary: data.summary || excerpt(body) });
  }
  return posts.sort((a, b) => String(b.date).localeCompare(String(a.date)));
}
