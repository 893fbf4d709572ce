function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing env ${name}`);
  }
  // k8s secrets mounted from files often end with a newline
  return value.trim();
}

export const config = {
  port: Number(process.env.PORT ?? 8080),
  githubSecret: required("GITHUB_WEBHOOK_SECRET"),
  feishuWebhook: required("FEISHU_WEBHOOK"),
  feishuSecret: required("FEISHU_SECRET"),
  /** owner/repo names whose events are forwarded; empty means all */
  repoAllowlist: (process.env.REPO_ALLOWLIST ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
  /** PRs with these labels are not announced */
  mutedLabels: ["dependencies", "skip-notify"],
};

export type Config = typeof config;

export function isAllowed(repo: string): boolean {
  return config.repoAllowlist.length === 0 || config.repoAllowlist.includes(repo);
}

export function isMuted(labels: { name: string }[]): boolean {
  return labels.some((l) => config.mutedLabels.includes(l.name));
}
