'use strict';

const crypto = require('node:crypto');

function memoryUsers(seed = []) {
  const byEmail = new Map(seed.map((u) => [u.email, u]));
  return { findByEmail: (email) => byEmail.get(email) };
}

function memoryTodos() {
  const items = new Map();
  return {
    list: (userId) => [...items.values()].filter((t) => t.userId === userId),
    add(userId, title) {
      const todo = { id: crypto.randomUUID(), userId, title, done: false };
      items.set(todo.id, todo);
      return todo;
    },
    update(userId, id, patch) {
      const todo = items.get(id);
      if (!todo || todo.userId !== userId) return null;
      if ('done' in patch) todo.done = Boolean(patch.done);
      if ('title' in patch) todo.title = String(patch.title);
      return todo;
    },
  };
}

module.exports = { memoryUsers, memoryTodos };
