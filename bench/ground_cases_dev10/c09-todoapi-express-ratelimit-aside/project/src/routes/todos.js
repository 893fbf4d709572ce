const express = require('express');
const db = require('../db');
const { requireAuth } = require('../middleware/auth');

const router = express.Router();
router.use(requireAuth);

function toJson(row) {
  return { id: row.id, title: row.title, done: row.done === 1, dueDate: row.due_date, createdAt: row.created_at };
}

function findOwned(userId, id) {
  return db.prepare('SELECT * FROM todos WHERE id = ? AND user_id = ?').get(Number(id), userId);
}

router.get('/', (req, res) => {
  const { done } = req.query;
  if (done !== undefined && done !== 'true' && done !== 'false') {
    return res.status(400).json({ error: 'done 只能是 true 或 false' });
  }
  let sql = 'SELECT * FROM todos WHERE user_id = ?';
  const params = [req.user.id];
  if (done !== undefined) {
    sql += ' AND done = ?';
    params.push(done === 'true' ? 1 : 0);
  }
  const rows = db.prepare(`${sql} ORDER BY done, created_at DESC`).all(...params);
  return res.json(rows.map(toJson));
});

router.post('/', (req, res) => {
  const title = String(req.body.title || '').trim();
  if (!title) {
    return res.status(400).json({ error: '标题不能为空' });
  }
  const info = db
    .prepare('INSERT INTO todos (user_id, title, due_date) VALUES (?, ?, ?)')
    .run(req.user.id, title, req.body.dueDate || null);
  return res.status(201).json(toJson(findOwned(req.user.id, info.lastInsertRowid)));
});

router.patch('/:id', (req, res) => {
  const todo = findOwned(req.user.id, req.params.id);
  if (!todo) {
    return res.status(404).json({ error: '不存在' });
  }
  const title = req.body.title !== undefined ? String(req.body.title).trim() || todo.title : todo.title;
  const done = req.body.done !== undefined ? Boolean(req.body.done) : todo.done === 1;
  const dueDate = req.body.dueDate !== undefined ? req.body.dueDate : todo.due_date;
  db.prepare('UPDATE todos SET title = ?, done = ?, due_date = ? WHERE id = ?').run(title, done ? 1 : 0, dueDate, todo.id);
  return res.json(toJson(findOwned(req.user.id, todo.id)));
});

router.delete('/:id', (req, res) => {
  const info = db.prepare('DELETE FROM todos WHERE id = ? AND user_id = ?').run(Number(req.params.id), req.user.id);
  if (info.changes === 0) {
    return res.status(404).json({ error: '不存在' });
  }
  return res.status(204).end();
});

module.exports = router;
