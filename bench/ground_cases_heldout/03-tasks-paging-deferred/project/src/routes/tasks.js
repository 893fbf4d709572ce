'use strict';

const express = require('express');
const { isOverdue } = require('../lib/dates');
const { HttpError, requireFields, isIsoDate } = require('../lib/validate');

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

function parsePaging(query) {
  const page = Math.max(1, parseInt(query.page, 10) || 1);
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, parseInt(query.size, 10) || DEFAULT_PAGE_SIZE));
  return { page, size };
}

function listTasks(store, query, now = new Date()) {
  const { page, size } = parsePaging(query);
  let tasks = store.all('tasks');
  if (query.overdue === 'true') {
    tasks = tasks.filter((t) => isOverdue(t, now));
  }
  const offset = page * size;
  return {
    page,
    size,
    total: tasks.length,
    items: tasks.slice(offset, offset + size),
  };
}

function createTask(store, body) {
  requireFields(body, ['title']);
  if (body.due !== undefined && !isIsoDate(body.due)) {
    throw new HttpError(400, 'due must be YYYY-MM-DD');
  }
  return store.insert('tasks', { title: body.title, due: body.due || null, done: false });
}

function router(store) {
  const r = express.Router();
  r.get('/', (req, res) => res.json(listTasks(store, req.query)));
  r.post('/', (req, res) => res.status(201).json(createTask(store, req.body)));
  r.patch('/:id', (req, res) => {
    const updated = store.update('tasks', req.params.id, req.body);
    if (!updated) throw new HttpError(404, 'no such task');
    res.json(updated);
  });
  return r;
}

module.exports = { router, listTasks, createTask, parsePaging };
