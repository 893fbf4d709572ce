const express = require('express');

const router = express.Router();
const albums = new Map();
let nextId = 1;

router.get('/', (req, res) => {
  res.json([...albums.values()]);
});

router.post('/', (req, res) => {
  const { title, photos = [] } = req.body || {};
  if (!title) return res.status(400).json({ error: 'TITLE_REQUIRED' });
  const album = { id: nextId++, title, photos, createdAt: new Date().toISOString() };
  albums.set(album.id, album);
  return res.status(201).json(album);
});

router.get('/:id', (req, res) => {
  const album = albums.get(Number(req.params.id));
  if (!album) return res.status(404).json({ error: 'NOT_FOUND' });
  return res.json(album);
});

router.delete('/:id', (req, res) => {
  albums.delete(Number(req.params.id));
  res.status(204).end();
});

module.exports = router;
