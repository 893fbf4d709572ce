// @ts-check
const vscode = require('vscode');
const { TodoTreeProvider } = require('./src/treeProvider');

/** @param {vscode.ExtensionContext} context */
function activate(context) {
  const provider = new TodoTreeProvider();
  const status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 100);
  status.command = 'todoLens.focus';

  function updateStatus() {
    const n = provider.count;
    status.text = `$(checklist) ${n}`;
    status.tooltip = n === 1 ? '1 TODO in the workspace' : `${n} TODOs in the workspace`;
    status.show();
  }

  context.subscriptions.push(
    status,
    vscode.window.registerTreeDataProvider('todoLens.tree', provider),
    vscode.commands.registerCommand('todoLens.refresh', async () => {
      await provider.refresh();
      updateStatus();
    }),
    vscode.commands.registerCommand('todoLens.focus', () =>
      vscode.commands.executeCommand('todoLens.tree.focus'),
    ),
    vscode.commands.registerCommand('todoLens.open', async (todo) => {
      const doc = await vscode.workspace.openTextDocument(todo.uri);
      const pos = new vscode.Position(todo.line, 0);
      await vscode.window.showTextDocument(doc, { selection: new vscode.Range(pos, pos) });
    }),
  );

  context.subscriptions.push(
    vscode.workspace.onDidSaveTextDocument(async () => {
      await provider.refresh();
      updateStatus();
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('todoLens.exclude') || e.affectsConfiguration('todoLens.tags')) {
        provider.refresh();
      }
    }),
  );

  provider.refresh().then(updateStatus);
}

function deactivate() {}

module.exports = { activate, deactivate };
