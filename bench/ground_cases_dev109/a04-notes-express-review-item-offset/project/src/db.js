// Tiny in-memory store; swapped for Postgres in production via DATABASE_URL.
const notes = new Map();
let nextId = 1;

function seed(userId, titles) {
  for (const title of titles) {
    const id = String(nextId++);
    notes.set(id, { id, userId, title, body: "", createdAt: new Date(2025, 0, nextId).toISOString() });
  }
}

async function listNotes(userId, { offset, limit, q } = {}) {
  let mine = [...notes.values()].filter((n) => n.userId === userId);
  if (q) {
    const needle = q.toLowerCase();
    mine = mine.filter((n) => n.title.toLowerCase().includes(needle));
  }
  mine.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { rows: mine.slice(offset, offset + limit), total: mine.length };
}

async function getNote(userId, id) {
  const note = notes.get(id);
  return note && note.userId === userId ? note : null;
}

async function deleteNote(userId, id) {
  const note = await getNote(userId, id);
  if (!note) return false;
  notes.delete(id);
  return true;
}

function reset() {
  notes.clear();
  nextId = 1;
}

module.exports = { seed, listNotes, getNote, deleteNote, reset };
