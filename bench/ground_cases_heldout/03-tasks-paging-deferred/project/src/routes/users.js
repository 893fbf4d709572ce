'use strict';

const express = require('express');
const { HttpError } = require('../lib/validate');

function router(store) {
  const r = express.Router();
  r.get('/:id', (req, res) => {
    const user = store.get('users', req.params.id);
    if (!user) throw new HttpError(404, 'no such user');
    const { passwordHash, ...visible } = user;
    res.json(visible);
  });
  return r;
}

module.exports = { router };
