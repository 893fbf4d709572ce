'use strict';

const express = require('express');
const { requireLogin } = require('../server/session');

function todosRouter(store) {
  const router = express.Router();
  router.use(requireLogin);

  router.get('/', (req, res) => {
    res.json(store.list(req.session.userId));
  });

  router.post('/', (req, res) => {
    const title = String(req.body.title || '').trim();
    if (!title) return res.status(400).json({ error: 'title required' });
    res.status(201).json(store.add(req.session.userId, title));
  });

  router.patch('/:id', (req, res) => {
    const todo = store.update(req.session.userId, req.params.id, req.body);
    if (!todo) return res.sendStatus(404);
    res.json(todo);
  });

  return router;
}

module.exports = { todosRouter };
