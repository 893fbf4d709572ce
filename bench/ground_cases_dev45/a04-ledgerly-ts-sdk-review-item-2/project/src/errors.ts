export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    let code = "unknown";
    let message = res.statusText;
    try {
      const body = (await res.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // not JSON
    }
    const ra = res.headers.get("retry-after");
    return new ApiError(res.status, code, message, ra ? Number(ra) * 1000 : undefined);
  }
}

export class TimeoutError extends Error {
  constructor(readonly url: string, readonly seconds: number) {
    super(`request to ${url} timed out after ${seconds}s`);
    this.name = "TimeoutError";
  }
}
