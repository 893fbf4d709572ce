import rss from '@astrojs/rss';
import { getCollection } from 'astro:content';
import { byNewest } from '../lib/dates.js';

export async function GET(context) {
  const posts = (await getCollection('blog', ({ data }) => !data.draft)).sort(byNewest);
  return rss({
    title: '阿树的笔记',
    description: '独立开发、折腾和读书',
    site: context.site,
    items: posts.map((post) => ({
      title: post.data.title,
      pubDate: post.data.date,
      description: post.data.description,
      link: `/blog/${post.slug}/`,
      categories: post.data.tags ?? [],
      author: 'hi@ashu.dev (阿树)',
    })),
    stylesheet: '/rss/styles.xsl',
    trailingSlash: true,
    customData: [
      '<language>zh-cn</language>',
      `<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>`,
      '<ttl>60</ttl>',
    ].join(''),
  });
}
