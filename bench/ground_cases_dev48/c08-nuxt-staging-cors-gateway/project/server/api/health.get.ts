export default defineEventHandler(() => ({
  ok: true,
  service: 'news-portal',
  time: new Date().toISOString(),
}));
