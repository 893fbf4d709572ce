export class KumoApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "KumoApiError";
  }

  static async fromResponse(res: Response): Promise<KumoApiError> {
    let code = "unknown";
    let message = res.statusText;
    try {
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // body が JSON じゃないときはそのまま
    }
    return new KumoApiError(res.status, code, message);
  }
}

export function isTokenExpired(err: unknown): boolean {
  return err instanceof KumoApiError && err.status === 401 && err.code === "token_expired";
}
