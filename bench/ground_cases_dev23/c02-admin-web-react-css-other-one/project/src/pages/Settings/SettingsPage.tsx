import { useState } from "react";
import { Sidebar } from "../../components/Sidebar/Sidebar";
import { useSettings, useSaveSettings } from "../../api/settings";
import styles from "./SettingsPage.module.css";

type FormState = {
  companyName: string;
  billingEmail: string;
  timezone: string;
  invoicePrefix: string;
  weeklyReport: boolean;
};

export function SettingsPage() {
  const { data, isLoading } = useSettings();
  const save = useSaveSettings();
  const [form, setForm] = useState<FormState | null>(null);
  const current = form ?? data ?? null;

  if (isLoading || !current) {
    return <div className={styles.layout}>Loading…</div>;
  }

  const update = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm({ ...current, [key]: value });

  return (
    <div className={styles.layout}>
      <Sidebar active="settings" />
      <main className={styles.content}>
        <header className={styles.header}>
          <h1 className={styles.title}>设置</h1>
        </header>
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(current);
          }}
        >
          <label className={styles.label} htmlFor="companyName">公司名称</label>
          <input id="companyName" value={current.companyName}
            onChange={(e) => update("companyName", e.target.value)} />
          <label className={styles.label} htmlFor="billingEmail">账单邮箱</label>
          <input id="billingEmail" type="email" value={current.billingEmail}
            onChange={(e) => update("billingEmail", e.target.value)} />
          <label className={styles.label} htmlFor="timezone">时区</label>
          <select id="timezone" value={current.timezone}
            onChange={(e) => update("timezone", e.target.value)}>
            <option value="Asia/Shanghai">Asia/Shanghai</option>
            <option value="Asia/Tokyo">Asia/Tokyo</option>
            <option value="UTC">UTC</option>
          </select>
          <label className={styles.label} htmlFor="invoicePrefix">发票前缀</label>
          <input id="invoicePrefix" value={current.invoicePrefix}
            onChange={(e) => update("invoicePrefix", e.target.value)} />
          <label className={styles.label} htmlFor="weeklyReport">每周报表</label>
          <input id="weeklyReport" type="checkbox" checked={current.weeklyReport}
            onChange={(e) => update("weeklyReport", e.target.checked)} />
          <div className={styles.actions}>
            <button type="button" onClick={() => setForm(null)}>重置</button>
            <button type="submit" disabled={save.isPending}>保存</button>
          </div>
        </form>
      </main>
    </div>
  );
}
