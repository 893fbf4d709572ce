'use strict';

// Node 的 req.headers 键名已经是小写，这里再做一次保险。
function getHeader(headers, name) {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers || {})) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

module.exports = { getHeader };
