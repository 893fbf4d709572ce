'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { loadPosts } = require('./build/posts');
const { renderPost } = require('./build/render');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'dist');
fs.mkdirSync(out, { recursive: true });

for (const post of loadPosts(path.join(root, 'content/posts'))) {
  const dir = path.join(out, 'posts', post.slug);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), renderPost(post));
}
console.log('build done');
