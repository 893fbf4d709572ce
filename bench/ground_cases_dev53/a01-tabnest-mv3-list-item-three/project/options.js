import { exportAll, MAX_SESSIONS } from "./lib/storage.js";

const max = document.getElementById("max");
const status = document.getElementById("status");

async function load() {
  const { maxSessions } = await chrome.storage.sync.get("maxSessions");
  max.value = maxSessions || MAX_SESSIONS;
}

max.addEventListener("change", async () => {
  const n = Math.max(1, Math.min(50, Number(max.value) || MAX_SESSIONS));
  await chrome.storage.sync.set({ maxSessions: n });
  status.textContent = `Saved. Keeping ${n} sessions.`;
});

document.getElementById("export").addEventListener("click", async () => {
  const json = await exportAll();
  const blob = new Blob([json], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `tabnest-export-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
  status.textContent = "Exported.";
});

load();
