import { createClient } from '../api/client.js';
import { fetchAll } from '../api/paginate.js';
import { diffIssues } from './diff.js';
import { loadBoard, applyChanges } from './board.js';

const owner = process.env.GITEE_OWNER;
const repo = process.env.GITEE_REPO;
const client = createClient({ token: process.env.GITEE_TOKEN });

const issues = await fetchAll(client, `/repos/${owner}/${repo}/issues`, { state: 'all' });
const board = await loadBoard();
const changes = diffIssues(issues, board);
await applyChanges(changes);
console.log(`fetched ${issues.length}; create ${changes.create.length}, update ${changes.update.length}, archive ${changes.archive.length}`);
