import { invoke } from "@tauri-apps/api/core";
import { getSettings } from "./lib/settings";
import { startUpdateLoop } from "./lib/updater";

interface Item {
  index: number;
  text: string;
}

const list = document.querySelector<HTMLUListElement>("#history")!;

async function render(): Promise<void> {
  const items = await invoke<Item[]>("list_history");
  list.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement("li");
      li.textContent = item.text.length > 80 ? item.text.slice(0, 80) + "…" : item.text;
      li.title = item.text;
      li.addEventListener("click", () => void invoke("paste_item", { index: item.index }));
      return li;
    }),
  );
}

async function main(): Promise<void> {
  await render();
  setInterval(() => void render(), 1000);
  const settings = await getSettings();
  if (settings.autoUpdate) {
    startUpdateLoop(async (version) => confirm(`ClipNote ${version} があります。更新しますか?`));
  }
}

void main();
