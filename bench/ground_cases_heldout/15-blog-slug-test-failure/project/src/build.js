import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadPosts } from './posts/load.js';
import { renderIndex, renderPost } from './templates/post.js';

// 正文的 Markdown 渲染交给外部命令生成的 .html 片段；这里只做排版和链接。
function markdownToHtml(md) {
  return md
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

async function main(src, out) {
  const posts = await loadPosts(src);
  for (const post of posts) {
    const dir = path.join(out, 'posts', post.slug);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), renderPost(post, markdownToHtml(post.body)));
  }
  await writeFile(path.join(out, 'index.html'), renderIndex(posts));
  console.log(`built ${posts.length} posts into ${out}`);
}

main(process.argv[2] || 'content', process.argv[3] || 'dist').catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
