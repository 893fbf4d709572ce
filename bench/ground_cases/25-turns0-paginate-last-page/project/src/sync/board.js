import fs from 'node:fs/promises';

const FILE = process.env.BOARD_FILE || 'board.json';

export async function loadBoard() {
  try {
    return JSON.parse(await fs.readFile(FILE, 'utf8'));
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
}

export async function applyChanges({ create, update, archive }) {
  const board = await loadBoard();
  const archived = new Set(archive.map((c) => c.issueNumber));
  const next = board.filter((c) => !archived.has(c.issueNumber));
  for (const { card, issue } of update) Object.assign(card, { state: issue.state, title: issue.title });
  for (const issue of create) next.push({ issueNumber: issue.number, title: issue.title, state: issue.state });
  await fs.writeFile(FILE, JSON.stringify(next, null, 2));
}
