import * as fs from "fs";
import * as path from "path";

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SettingsData {
  windowBounds: Bounds | null;
  maximized: boolean;
  alwaysOnTop: boolean;
  fontSize: number;
  theme: "light" | "dark" | "system";
  updateChannel: "latest" | "beta";
}

const SAVE_DELAY_MS = 300;

export const DEFAULTS: SettingsData = {
  windowBounds: null,
  maximized: false,
  alwaysOnTop: false,
  fontSize: 14,
  theme: "system",
  updateChannel: "latest",
};

export class Settings {
  private data: SettingsData = { ...DEFAULTS };
  readonly file: string;

  constructor(dir: string) {
    this.file = path.join(dir, "settings.json");
  }

  load(): void {
    if (!fs.existsSync(this.file)) return;
    try {
      const parsed = JSON.parse(fs.readFileSync(this.file, "utf8"));
      this.data = { ...DEFAULTS, ...parsed };
    } catch (err) {
      // 壊れたファイルは退避して既定値で起動する
      const backup = `${this.file}.broken-${Date.now()}`;
      fs.renameSync(this.file, backup);
      console.warn(`settings.json could not be read (${String(err)}); moved to ${backup}`);
      this.data = { ...DEFAULTS };
    }
  }

  get<K extends keyof SettingsData>(key: K): SettingsData[K] {
    return this.data[key];
  }

  set<K extends keyof SettingsData>(key: K, value: SettingsData[K]): void {
    this.data[key] = value;
    this.scheduleSave();
  }

  private timer: NodeJS.Timeout | null = null;

  private scheduleSave(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.save();
    }, SAVE_DELAY_MS);
  }

  /** 間引き中の変更をすぐ書き出す。終了時に呼ぶ。 */
  flush(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.save();
  }

  save(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.data, null, 2));
    fs.renameSync(tmp, this.file);
  }
}
