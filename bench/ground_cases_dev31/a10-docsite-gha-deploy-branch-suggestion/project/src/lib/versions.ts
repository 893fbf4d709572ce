// Version switcher data for the docs header.

export interface DocsVersion {
  label: string;
  path: string;
  current: boolean;
}

const RELEASED = ["3.2", "3.1", "3.0", "2.9"] as const;

export function versions(currentPath: string): DocsVersion[] {
  const active = RELEASED.find((v) => currentPath.startsWith(`/v${v}/`)) ?? RELEASED[0];
  return RELEASED.map((v) => ({
    label: v === RELEASED[0] ? `${v} (latest)` : v,
    path: v === RELEASED[0] ? stripVersion(currentPath) : `/v${v}${stripVersion(currentPath)}`,
    current: v === active,
  }));
}

export function stripVersion(path: string): string {
  const match = path.match(/^\/v\d+\.\d+(\/.*)$/);
  return match ? match[1] : path;
}

export function isLatest(path: string): boolean {
  return !/^\/v\d+\.\d+\//.test(path);
}

export function canonical(path: string, origin = "https://docs.tallyhq.dev"): string {
  return origin + stripVersion(path);
}
