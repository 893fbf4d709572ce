export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly response: Response | undefined;

  constructor(message: string, status: number, code?: string, response?: Response) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.response = response;
  }
}

export class RateLimitError extends ApiError {
  constructor(message: string, response: Response) {
    super(message, 429, "rate_limited", response);
    this.name = "RateLimitError";
  }
}

export class NetworkError extends Error {
  readonly cause: unknown;
  readonly response: Response | undefined = undefined;

  constructor(message: string, cause: unknown) {
    super(message);
    this.name = "NetworkError";
    this.cause = cause;
  }
}

export function isRetryable(err: unknown): boolean {
  if (err instanceof NetworkError) return true;
  if (err instanceof ApiError) return err.status === 429 || err.status >= 500;
  return false;
}
