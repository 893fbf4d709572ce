// TabNest service worker: snapshots open tab groups so they can be restored later.
import { loadSessions, saveSessions, trimSessions } from "./lib/storage.js";

let sessionCache = null;
let dirty = false;

async function cache() {
  if (sessionCache === null) sessionCache = await loadSessions();
  return sessionCache;
}

async function snapshotWindow(windowId) {
  const tabs = await chrome.tabs.query({ windowId });
  const groups = await chrome.tabGroups.query({ windowId });
  return {
    savedAt: Date.now(),
    groups: groups.map((g) => ({
      title: g.title,
      color: g.color,
      urls: tabs.filter((t) => t.groupId === g.id).map((t) => t.url),
    })),
    loose: tabs.filter((t) => t.groupId === -1).map((t) => t.url),
  };
}

async function autosave() {
  if (!dirty) return;
  await saveSessions(trimSessions(await cache()));
  dirty = false;
}

async function record(windowId) {
  const sessions = await cache();
  sessions[windowId] = await snapshotWindow(windowId);
  dirty = true;
  await autosave();
}

chrome.runtime.onInstalled.addListener(() => {
  chrome.alarms.create("tabnest-autosave", { periodInMinutes: 5 });
});

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === "tabnest-autosave") autosave();
});

chrome.tabs.onUpdated.addListener(async (tabId, info, tab) => {
  if (info.status !== "complete") return;
  await record(tab.windowId);
});

chrome.tabGroups.onUpdated.addListener(async (group) => {
  await record(group.windowId);
});

chrome.runtime.onMessage.addListener((msg, sender, sendResponse) => {
  if (msg.type === "getGroups") {
    cache().then((sessions) => sendResponse({ sessions }));
    return true; // keep the port open for the async response
  } else if (msg.type === "pageMeta") {
    console.debug("page meta", sender.tab && sender.tab.id, msg.title);
  } else if (msg.type === "restore") {
    restoreSession(msg.windowKey);
  }
});

async function restoreSession(windowKey) {
  const sessions = await loadSessions();
  const s = sessions[windowKey];
  if (!s) return;
  const win = await chrome.windows.create({});
  for (const g of s.groups) {
    const ids = [];
    for (const url of g.urls) {
      const tab = await chrome.tabs.create({ windowId: win.id, url, active: false });
      ids.push(tab.id);
    }
    const groupId = await chrome.tabs.group({ tabIds: ids, createProperties: { windowId: win.id } });
    await chrome.tabGroups.update(groupId, { title: g.title, color: g.color });
  }
}
