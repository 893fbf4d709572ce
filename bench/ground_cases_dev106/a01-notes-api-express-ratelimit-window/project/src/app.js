'use strict';

const express = require('express');
const { config } = require('./config');
const { rateLimit } = require('./middleware/rateLimit');
const { requestLog } = require('./middleware/requestLog');

const notes = new Map();
let nextId = 1;

function createApp() {
  const app = express();
  app.get('/healthz', (req, res) => {
    res.json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });

  app.use(requestLog());
  app.use(express.json({ limit: '64kb' }));
  app.use(rateLimit());

  app.get('/notes', (req, res) => {
    res.json([...notes.values()]);
  });

  app.post('/notes', (req, res) => {
    const text = typeof req.body.text === 'string' ? req.body.text.trim() : '';
    if (!text) return res.status(400).json({ error: 'text_required' });
    if (text.length > config.notes.maxLength) {
      return res.status(413).json({ error: 'note_too_long' });
    }
    const note = { id: nextId++, text, createdAt: new Date().toISOString() };
    notes.set(note.id, note);
    return res.status(201).json(note);
  });

  app.delete('/notes/:id', (req, res) => {
    const removed = notes.delete(Number(req.params.id));
    return removed ? res.status(204).end() : res.status(404).json({ error: 'not_found' });
  });

  return app;
}

module.exports = { createApp };
