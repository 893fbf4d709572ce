// @ts-check
const path = require('path');
const vscode = require('vscode');
const { scanWorkspace } = require('./scanner');

/**
 * Folders at the top, TODOs below them.
 * @implements {vscode.TreeDataProvider<any>}
 */
class TodoTreeProvider {
  constructor() {
    this._onDidChange = new vscode.EventEmitter();
    this.onDidChangeTreeData = this._onDidChange.event;
    /** @type {import('./scanner').Todo[]} */
    this.todos = [];
  }

  get count() {
    return this.todos.length;
  }

  async refresh() {
    this.todos = await scanWorkspace();
    this._onDidChange.fire(undefined);
  }

  getTreeItem(node) {
    if (node.children) {
      const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.Expanded);
      item.iconPath = vscode.ThemeIcon.Folder;
      item.description = `${node.children.length}`;
      return item;
    }
    const item = new vscode.TreeItem(`${node.tag}: ${node.text}`, vscode.TreeItemCollapsibleState.None);
    item.description = `${path.basename(node.uri.fsPath)}:${node.line + 1}`;
    item.command = { command: 'todoLens.open', title: 'Open', arguments: [node] };
    return item;
  }

  getChildren(node) {
    return node ? node.children : this._groups();
  }

  _groups() {
    const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath ?? '';
    /** @type {Map<string, any[]>} */
    const byFolder = new Map();
    for (const todo of this.todos) {
      const parts = path.relative(root, todo.uri.fsPath).split(path.sep);
      const folder = parts.length > 1 ? parts.slice(0, -1).join('/') : '.';
      if (!byFolder.has(folder)) byFolder.set(folder, []);
      byFolder.get(folder)?.push(todo);
    }
    return [...byFolder.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, children]) => ({ label, children }));
  }
}

module.exports = { TodoTreeProvider };
