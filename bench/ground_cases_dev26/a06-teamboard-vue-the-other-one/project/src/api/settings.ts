import { http } from "./http";

export interface SettingsPayload {
  displayName: string;
  locale: string;
  weeklyEmail: boolean;
}

export async function saveSettings(values: SettingsPayload): Promise<void> {
  const res = await http.put("/api/me/settings", values);
  if (res.status >= 400) {
    throw new Error(res.data?.message ?? `HTTP ${res.status}`);
  }
}
