const MAX_TAG_LENGTH = 32;

/** "  Node.JS " -> "nodejs"; returns null for tags that are empty after cleaning. */
export function normalizeTag(raw) {
  const tag = String(raw)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\u4e00-\u9fff-]/g, '');
  if (!tag || tag.length > MAX_TAG_LENGTH) return null;
  return tag;
}

/**
 * Tags of a post, cleaned and de-duplicated.
 * Legacy posts keep them in post.meta.tags.
 */
export function collectTags(post) {
  const tags = post.meta.tags.map(normalizeTag).filter(Boolean);
  return [...new Set(tags)];
}

export function tagCloud(posts) {
  const counts = new Map();
  for (const post of posts) {
    for (const tag of collectTags(post)) {
      counts.set(tag, (counts.get(tag) || 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}
