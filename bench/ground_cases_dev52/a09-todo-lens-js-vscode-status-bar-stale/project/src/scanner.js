// @ts-check
const vscode = require('vscode');
const { DEFAULT_TAGS, parseTodos } = require('./parse');

const INCLUDE = '**/*.{js,jsx,ts,tsx,py,go,rs,java,kt,rb,php,cs,md}';
const MAX_FILES = 5000;

/**
 * @typedef {{uri: vscode.Uri, line: number, tag: string, text: string}} Todo
 */

/**
 * Every TODO comment in the workspace.
 * @returns {Promise<Todo[]>}
 */
async function scanWorkspace() {
  const config = vscode.workspace.getConfiguration('todoLens');
  const tags = config.get('tags', DEFAULT_TAGS);
  const exclude = config.get('exclude', ['**/node_modules/**', '**/dist/**']);
  const excludeGlob = exclude.length > 0 ? `{${exclude.join(',')}}` : null;
  const uris = await vscode.workspace.findFiles(INCLUDE, excludeGlob, MAX_FILES);
  const decoder = new TextDecoder('utf-8');
  /** @type {Todo[]} */
  const todos = [];
  for (const uri of uris) {
    let text;
    try {
      text = decoder.decode(await vscode.workspace.fs.readFile(uri));
    } catch {
      continue; // deleted between findFiles and readFile
    }
    for (const t of parseTodos(text, tags)) {
      todos.push({ uri, ...t });
    }
  }
  todos.sort((a, b) => a.uri.fsPath.localeCompare(b.uri.fsPath) || a.line - b.line);
  return todos;
}

module.exports = { scanWorkspace, INCLUDE };
