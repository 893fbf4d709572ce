// Thin wrapper around chrome.storage.local for saved window sessions.
const KEY = "tabnest.sessions";
export const MAX_SESSIONS = 20;

export async function loadSessions() {
  const data = await chrome.storage.local.get(KEY);
  return data[KEY] || {};
}

export async function saveSessions(sessions) {
  await chrome.storage.local.set({ [KEY]: sessions });
}

export function trimSessions(sessions) {
  const entries = Object.entries(sessions).sort((a, b) => b[1].savedAt - a[1].savedAt);
  return Object.fromEntries(entries.slice(0, MAX_SESSIONS));
}

export async function deleteSession(windowKey) {
  const sessions = await loadSessions();
  delete sessions[windowKey];
  await saveSessions(sessions);
}

export function describe(session) {
  const groups = session.groups.length;
  const tabs = session.groups.reduce((n, g) => n + g.urls.length, 0) + session.loose.length;
  const when = new Date(session.savedAt).toLocaleString();
  return `${groups} group${groups === 1 ? "" : "s"}, ${tabs} tabs - ${when}`;
}

export async function exportAll() {
  const sessions = await loadSessions();
  return JSON.stringify({ version: 1, sessions }, null, 2);
}
