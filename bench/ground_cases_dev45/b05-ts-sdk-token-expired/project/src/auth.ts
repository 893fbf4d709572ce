export interface TokenResponse {
  access_token: string;
  expires_in: number; // seconds
  token_type: "Bearer";
}

export class TokenManager {
  private accessToken: string | null = null;
  private expiresAt = 0; // epoch millis

  constructor(
    private readonly baseUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  isExpired(now = Date.now()): boolean {
    return this.accessToken === null || now >= this.expiresAt;
  }

  async getToken(): Promise<string> {
    if (this.isExpired()) {
      await this.refresh();
    }
    return this.accessToken as string;
  }

  async refresh(): Promise<void> {
    const res = await this.fetchImpl(`${this.baseUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: this.clientId,
        client_secret: this.clientSecret,
      }),
    });
    if (!res.ok) {
      throw new Error(`token endpoint returned ${res.status}`);
    }
    const body = (await res.json()) as TokenResponse;
    this.accessToken = body.access_token;
    this.expiresAt = Date.now() + body.expires_in * 1000;
  }
}
