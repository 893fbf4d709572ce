const escape = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export function renderPost(post, html) {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>${escape(post.title)}</title>
<meta name="description" content="${escape(post.summary)}"></head>
<body><article><h1>${escape(post.title)}</h1><time>${escape(post.date)}</time>
${html}
</article></body></html>`;
}

export function renderIndex(posts) {
  const items = posts.map((p) => `<li><a href="/posts/${p.slug}/">${escape(p.title)}</a> <small>${escape(p.date)}</small></li>`);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>博客</title></head><body><ul>${items.join('')}</ul></body></html>`;
}
