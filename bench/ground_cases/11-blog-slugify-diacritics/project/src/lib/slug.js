'use strict';

/**
 * Turn a post title into a URL slug: "Crème Brûlée!" -> "creme-brulee".
 * Non-Latin titles (e.g. Japanese) become an empty string; callers fall
 * back to the date-based slug in that case.
 */
function slugify(title) {
  return String(title)
    .normalize('NFC')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Append -2, -3, ... until the slug is not in `taken`. */
function uniqueSlug(slug, taken) {
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n += 1;
  return `${slug}-${n}`;
}

module.exports = { slugify, uniqueSlug };
