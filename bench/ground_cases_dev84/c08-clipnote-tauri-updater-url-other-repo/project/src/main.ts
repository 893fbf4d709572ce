import { invoke } from "@tauri-apps/api/core";
import { writeText } from "@tauri-apps/plugin-clipboard-manager";
import { loadSettings, saveLimit } from "./settings";

type Entry = { text: string; copied_at: number; pinned: boolean };

const list = document.querySelector<HTMLUListElement>("#history")!;
const limitInput = document.querySelector<HTMLInputElement>("#limit")!;

async function render(): Promise<void> {
  const entries = await invoke<Entry[]>("list_history");
  list.replaceChildren(
    ...entries.map((e) => {
      const li = document.createElement("li");
      li.textContent = e.text.length > 80 ? e.text.slice(0, 80) + "…" : e.text;
      li.classList.toggle("pinned", e.pinned);
      li.addEventListener("click", () => writeText(e.text));
      return li;
    }),
  );
}

async function init(): Promise<void> {
  const settings = await loadSettings();
  limitInput.value = String(settings.limit);
  await invoke("set_limit", { limit: settings.limit });
  limitInput.addEventListener("change", async () => {
    const limit = Number(limitInput.value);
    await saveLimit(limit);
    await invoke("set_limit", { limit });
    await render();
  });
  await render();
  setInterval(render, 1500);
}

init();
