const fs = require('node:fs');
const path = require('node:path');

const FILE = process.env.GRIMBOLT_DB || path.join(__dirname, '..', 'data', 'dkp.json');

function load() {
  try {
    return JSON.parse(fs.readFileSync(FILE, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return { members: {} };
    throw err;
  }
}

function save(db) {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  const tmp = `${FILE}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(db, null, 2));
  fs.renameSync(tmp, FILE);
}

function member(db, name) {
  const key = name.toLowerCase();
  if (!db.members[key]) {
    db.members[key] = { name, points: 0, history: [] };
  }
  return db.members[key];
}

function allMembers(db) {
  return Object.values(db.members);
}

module.exports = { load, save, member, allMembers, FILE };
