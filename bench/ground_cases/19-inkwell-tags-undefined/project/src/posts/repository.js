import Database from 'better-sqlite3';

export function openRepository(file = 'data/inkwell.db') {
  const db = new Database(file);
  const rowToPost = (row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    author: row.author,
    publishedAt: row.published_at,
    tags: row.tags ? JSON.parse(row.tags) : [],
    meta: row.meta ? JSON.parse(row.meta) : undefined,
  });
  return {
    all: () => db.prepare('SELECT * FROM posts WHERE published_at IS NOT NULL').all().map(rowToPost),
    byId: (id) => {
      const row = db.prepare('SELECT * FROM posts WHERE id = ?').get(id);
      return row ? rowToPost(row) : null;
    },
  };
}
