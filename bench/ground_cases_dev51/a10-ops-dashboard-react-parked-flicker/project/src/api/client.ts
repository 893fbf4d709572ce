export type Severity = "sev1" | "sev2" | "sev3";

export type Incident = {
  id: string;
  title: string;
  severity: Severity;
  status: "open" | "mitigated" | "resolved";
  service: string;
  startedAt: string;
  commander: string | null;
};

export type Service = {
  name: string;
  owner: string;
  healthy: boolean;
  latencyP95Ms: number;
};

async function getJSON<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/api${path}`, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json() as Promise<T>;
}

export const fetchIncidents = (signal?: AbortSignal) => getJSON<Incident[]>("/incidents?status=open,mitigated", signal);
export const fetchServices = (signal?: AbortSignal) => getJSON<Service[]>("/services", signal);
