import { defineStore } from "pinia";
import { i18n } from "@/i18n";

const STORAGE_KEY = "app.settings";

interface Persisted {
  displayName: string;
  locale: string;
  weeklyEmail: boolean;
}

function load(): Partial<Persisted> {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
  } catch {
    return {};
  }
}

export const useSettingsStore = defineStore("settings", {
  state: () => {
    const saved = load();
    return {
      displayName: saved.displayName ?? "",
      locale: navigator.language.slice(0, 2),
      weeklyEmail: saved.weeklyEmail ?? true,
    };
  },
  actions: {
    apply(values: Persisted) {
      this.displayName = values.displayName;
      this.locale = values.locale;
      this.weeklyEmail = values.weeklyEmail;
      i18n.global.locale.value = values.locale as typeof i18n.global.locale.value;
      localStorage.setItem(STORAGE_KEY, JSON.stringify(values));
    },
  },
});
