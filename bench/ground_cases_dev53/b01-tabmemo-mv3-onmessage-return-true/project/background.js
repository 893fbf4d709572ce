// tabmemo service worker: keeps per-URL notes and reminder alarms.
import { normalizeUrl } from "./lib/url.js";

let notes = {};

async function loadNotes() {
  if (Object.keys(notes).length === 0) {
    const stored = await chrome.storage.local.get("notes");
    notes = stored.notes ?? {};
  }
  return notes;
}

async function saveNote(url, text) {
  await loadNotes();
  const key = normalizeUrl(url);
  if (text.trim() === "") {
    delete notes[key];
  } else {
    notes[key] = { text, updatedAt: Date.now() };
  }
  // Write through: the service worker can be stopped after 30 s idle, so a delayed flush loses notes.
  await chrome.storage.local.set({ notes });
}

// Registered at the top level so it is there again every time the worker wakes up.
chrome.alarms.onAlarm.addListener(async (alarm) => {
  if (!alarm.name.startsWith("remind:")) return;
  const url = alarm.name.slice("remind:".length);
  const all = await loadNotes();
  const note = all[url];
  chrome.notifications.create(alarm.name, {
    type: "basic",
    iconUrl: "icons/icon128.png",
    title: chrome.i18n.getMessage("reminderTitle"),
    message: note ? note.text.slice(0, 120) : url,
  });
});

chrome.runtime.onMessage.addListener((msg, sender, sendResponse) => {
  switch (msg.type) {
    case "saveNote":
      saveNote(msg.url, msg.text).then(() => sendResponse({ ok: true }));
      break;
    case "getNotes":
      loadNotes().then((all) => sendResponse({ notes: all }));
      break;
    case "setReminder":
      chrome.alarms.create(`remind:${normalizeUrl(msg.url)}`, { delayInMinutes: msg.minutes });
      sendResponse({ ok: true });
      break;
    default:
      sendResponse({ ok: false, error: "unknown message" });
  }
});

chrome.notifications.onClicked.addListener(async (id) => {
  if (!id.startsWith("remind:")) return;
  await chrome.tabs.create({ url: id.slice("remind:".length) });
  chrome.notifications.clear(id);
});
