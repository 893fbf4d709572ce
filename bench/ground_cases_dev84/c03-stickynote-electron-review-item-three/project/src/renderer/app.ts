type Settings = { theme: string; fontSize: number; alwaysOnTop: boolean };

declare const sticky: {
  getSettings(): Promise<Settings>;
  setSettings(patch: Partial<Settings>): Promise<Settings>;
  onSettingsChanged(cb: (s: Settings) => void): void;
  onNewNote(cb: () => void): void;
};

const editor = document.getElementById("editor") as HTMLTextAreaElement;
const themePicker = document.getElementById("theme") as HTMLSelectElement;

function apply(s: Settings): void {
  document.body.dataset.theme = s.theme;
  editor.style.fontSize = `${s.fontSize}px`;
  themePicker.value = s.theme;
}

async function init(): Promise<void> {
  apply(await sticky.getSettings());
  sticky.onSettingsChanged(apply);
  themePicker.addEventListener("change", () => {
    sticky.setSettings({ theme: themePicker.value });
  });
  sticky.onNewNote(() => {
    editor.value = "";
    editor.focus();
  });
  editor.value = localStorage.getItem("note") ?? "";
  editor.addEventListener("input", () => localStorage.setItem("note", editor.value));
}

init();
