type Flags = {
  waitlist: boolean;
  newCalendar: boolean;
  debugPanel: boolean;
};

const defaults: Flags = {
  waitlist: false,
  newCalendar: true,
  debugPanel: false,
};

// Overrides are stored per app version so a release starts from clean defaults.
const STORAGE_KEY = `flags:${process.env.APP_VERSION}`;

// Everything comes from localStorage overrides so QA can flip flags without a deploy.
export function loadFlags(): Flags {
  const flags = { ...defaults };
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw) Object.assign(flags, JSON.parse(raw));
  } catch {
    // ignore broken overrides
  }
  return flags;
}

export function setFlag<K extends keyof Flags>(name: K, value: Flags[K]) {
  const current = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...current, [name]: value }));
}
