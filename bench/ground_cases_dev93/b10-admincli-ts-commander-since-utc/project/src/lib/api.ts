export interface User {
  id: string;
  email: string;
  plan: string;
  active: boolean;
  lastLoginAt: string | null;
}

export interface Invoice {
  id: string;
  number: string;
  customerId: string;
  issuedAt: string;
  totalYen: number;
  status: "draft" | "issued" | "paid" | "void";
}

export class AdminApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  private async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { authorization: `Bearer ${this.token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
    }
    return (await res.json()) as T;
  }

  listUsers(query: { plan?: string; active?: boolean } = {}): Promise<User[]> {
    const params = new URLSearchParams();
    if (query.plan) params.set("plan", query.plan);
    if (query.active !== undefined) params.set("active", String(query.active));
    return this.request("GET", `/admin/users?${params}`);
  }

  deactivateUser(id: string, reason: string): Promise<User> {
    return this.request("POST", `/admin/users/${id}/deactivate`, { reason });
  }

  changePlan(id: string, plan: string): Promise<User> {
    return this.request("POST", `/admin/users/${id}/plan`, { plan });
  }

  listInvoices(query: { since: Date; until?: Date; status?: string }): Promise<Invoice[]> {
    const params = new URLSearchParams({ since: query.since.toISOString() });
    if (query.until) params.set("until", query.until.toISOString());
    if (query.status) params.set("status", query.status);
    return this.request("GET", `/admin/invoices?${params}`);
  }

  resendInvoice(id: string): Promise<{ queued: boolean }> {
    return this.request("POST", `/admin/invoices/${id}/resend`);
  }
}

export function apiFrom(opts: { api: string }): AdminApi {
  return new AdminApi(opts.api, process.env.NAGI_ADMIN_TOKEN ?? "");
}
