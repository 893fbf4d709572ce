const VAR = /\{\{\s*(\w+)\s*\}\}/g;

/** Replace {{name}} placeholders; {{today}} (YYYY-MM-DD) is always available. */
export function renderTemplate(tpl: string, vars: Record<string, string | number>): string {
  const all: Record<string, string | number> = { today: new Date().toISOString().slice(0, 10), ...vars };
  return tpl.replace(VAR, (_match, name: string) => String(all[name] ?? ''));
}
