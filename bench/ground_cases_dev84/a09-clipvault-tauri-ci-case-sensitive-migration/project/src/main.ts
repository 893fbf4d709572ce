import { invoke } from "@tauri-apps/api/core";
import { listen } from "@tauri-apps/api/event";
import { exportHistory } from "./export";

export interface Clip {
  id: number;
  text: string;
  copiedAt: string;
}

const list = document.getElementById("history") as HTMLUListElement;
const search = document.getElementById("search") as HTMLInputElement;

async function refresh(): Promise<void> {
  const clips = await invoke<Clip[]>("history", { query: search.value });
  list.replaceChildren(
    ...clips.map((c) => {
      const li = document.createElement("li");
      li.textContent = c.text.length > 120 ? c.text.slice(0, 120) + "…" : c.text;
      li.title = new Date(c.copiedAt).toLocaleString();
      li.onclick = () => invoke("copy_back", { id: c.id });
      return li;
    }),
  );
}

search.addEventListener("input", () => void refresh());
document.getElementById("export")!.addEventListener("click", () => void exportHistory());
await listen("clip-added", () => void refresh());
await refresh();
