import { describe, expect, it, beforeEach } from "vitest";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { Settings, DEFAULTS } from "../src/main/settings";

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "memodesk-"));
});

describe("Settings", () => {
  it("returns defaults when there is no file", () => {
    const s = new Settings(dir);
    s.load();
    expect(s.get("fontSize")).toBe(DEFAULTS.fontSize);
  });

  it("round-trips values through the file", () => {
    const s = new Settings(dir);
    s.set("alwaysOnTop", true);
    s.flush();
    const t = new Settings(dir);
    t.load();
    expect(t.get("alwaysOnTop")).toBe(true);
  });

  it("keeps defaults for keys missing from an old file", () => {
    fs.writeFileSync(path.join(dir, "settings.json"), JSON.stringify({ fontSize: 18 }));
    const s = new Settings(dir);
    s.load();
    expect(s.get("fontSize")).toBe(18);
    expect(s.get("theme")).toBe("system");
  });

  it("starts with defaults and keeps a backup when the file is broken", () => {
    fs.writeFileSync(path.join(dir, "settings.json"), "");
    const s = new Settings(dir);
    s.load();
    expect(s.get("fontSize")).toBe(DEFAULTS.fontSize);
    expect(fs.readdirSync(dir).some((f) => f.startsWith("settings.json.broken-"))).toBe(true);
  });
});
