"use strict";

function listUsers(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

function findUser(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

module.exports = { listUsers, findUser };
