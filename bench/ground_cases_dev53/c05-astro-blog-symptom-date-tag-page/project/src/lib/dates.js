// Date helpers for post pages and lists.
// Frontmatter dates like `date: 2025-03-09` are parsed by zod as UTC midnight.

const LOCALE = 'zh-CN';

export function formatDate(date) {
  // Format in UTC: the date is UTC midnight, and Netlify builds in a US time zone.
  return date.toLocaleDateString(LOCALE, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

export function isoDate(date) {
  return date.toISOString().slice(0, 10);
}

export function byNewest(a, b) {
  return b.data.date.valueOf() - a.data.date.valueOf();
}

export function groupByYear(posts) {
  const groups = new Map();
  for (const post of posts) {
    const year = post.data.date.getUTCFullYear();
    if (!groups.has(year)) groups.set(year, []);
    groups.get(year).push(post);
  }
  return [...groups.entries()].sort((a, b) => b[0] - a[0]);
}

export function readingMinutes(body) {
  const cjk = (body.match(/[\u4e00-\u9fff]/g) || []).length;
  const words = body.replace(/[\u4e00-\u9fff]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(cjk / 400 + words / 220));
}
