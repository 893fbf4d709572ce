import Constants from 'expo-constants';
import { Platform } from 'react-native';

/**
 * Remote app config. The values are edited by the ops team in the admin dashboard
 * (backend repo, `config/app_config`); the app only reads them.
 */
export type AppConfig = {
  minSupported: { ios: string; android: string };
  maintenance: boolean;
  supportUrl: string;
};

const CONFIG_URL = 'https://api.trailmate.app/v1/app-config';

export const FALLBACK: AppConfig = {
  minSupported: { ios: '0.0.0', android: '0.0.0' },
  maintenance: false,
  supportUrl: 'https://trailmate.app/help',
};

/** Negative if a < b, 0 if equal, positive if a > b. Compares numerically, part by part ("1.10.0" > "1.9.3"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function currentVersion(): string {
  return Constants.expoConfig?.version ?? '0.0.0';
}

export function isUpdateRequired(config: AppConfig, version = currentVersion(), os = Platform.OS): boolean {
  const min = os === 'ios' ? config.minSupported.ios : config.minSupported.android;
  return compareVersions(version, min) < 0;
}

/** Never blocks the app because the config can't be loaded: falls back to "no minimum". */
export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const res = await fetch(CONFIG_URL, { headers: { Accept: 'application/json' } });
    if (!res.ok) return FALLBACK;
    return { ...FALLBACK, ...((await res.json()) as Partial<AppConfig>) };
  } catch {
    return FALLBACK;
  }
}
