import { FormEvent, useEffect, useState } from "react";
import { fetchSettings, saveSettings, type UserSettings } from "../../api/settings";
import styles from "./SettingsPage.module.css";

export function SettingsPage() {
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    fetchSettings().then(setSettings);
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!settings) return;
    setSaving(true);
    try {
      await saveSettings(settings);
      setMessage("保存しました");
    } catch {
      setMessage("保存に失敗しました");
    } finally {
      setSaving(false);
    }
  }

  if (!settings) return <p className={styles.loading}>読み込み中…</p>;

  return (
    <form className={styles.page} onSubmit={onSubmit}>
      <h1 className={styles.title}>設定</h1>
      <label className={styles.row}>
        <span>打刻リマインダー</span>
        <input
          type="checkbox"
          checked={settings.reminder}
          onChange={(e) => setSettings({ ...settings, reminder: e.target.checked })}
        />
      </label>
      <label className={styles.row}>
        <span>リマインド時刻</span>
        <input
          type="time"
          value={settings.reminderAt}
          onChange={(e) => setSettings({ ...settings, reminderAt: e.target.value })}
        />
      </label>
      {message && <p className={styles.message}>{message}</p>}
      <div className={styles.footer}>
        <button type="submit" className={styles.save} disabled={saving}>
          {saving ? "保存中…" : "保存"}
        </button>
      </div>
    </form>
  );
}
