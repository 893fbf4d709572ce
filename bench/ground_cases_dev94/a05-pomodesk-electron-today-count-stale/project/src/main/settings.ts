import Store from 'electron-store';

export type Settings = {
  focusMinutes: number;
  breakMinutes: number;
  launchAtLogin: boolean;
  sound: boolean;
  dailyGoal: number;
};

export const settings = new Store<Settings>({
  name: 'settings',
  schema: {
    focusMinutes: { type: 'number', minimum: 5, maximum: 90, default: 25 },
    breakMinutes: { type: 'number', minimum: 1, maximum: 30, default: 5 },
    launchAtLogin: { type: 'boolean', default: false },
    sound: { type: 'boolean', default: true },
    dailyGoal: { type: 'number', minimum: 1, maximum: 24, default: 8 },
  },
});

export function publicSettings(): Settings {
  return {
    focusMinutes: settings.get('focusMinutes'),
    breakMinutes: settings.get('breakMinutes'),
    launchAtLogin: settings.get('launchAtLogin'),
    sound: settings.get('sound'),
    dailyGoal: settings.get('dailyGoal'),
  };
}

export function updateSettings(patch: Partial<Settings>): Settings {
  for (const [key, value] of Object.entries(patch) as [keyof Settings, Settings[keyof Settings]][]) {
    if (value !== undefined) settings.set(key, value);
  }
  return publicSettings();
}
