/** An error response of the Linkly API. */
export class LinklyError extends Error {
  override readonly name: string = 'LinklyError';

  constructor(
    readonly status: number,
    /** Machine-readable code from the API, e.g. `invalid_cursor`, `not_found`. */
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(`${message} (${code}, HTTP ${status})`);
  }
}

/** HTTP 429. retryAfter is the number of seconds the API asked to wait, when it said. */
export class RateLimitError extends LinklyError {
  override readonly name: string = 'RateLimitError';

  constructor(status: number, code: string, message: string, requestId?: string, readonly retryAfter?: number) {
    super(status, code, message, requestId);
  }
}

function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** Build the error for a non-2xx response. The body is read once. */
export async function errorFromResponse(res: Response): Promise<LinklyError> {
  let code = 'unknown_error';
  let message = res.statusText || `HTTP ${res.status}`;
  try {
    const body = (await res.json()) as ErrorBody;
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // not JSON: keep the defaults
  }
  const requestId = res.headers.get('x-request-id') ?? undefined;
  if (res.status === 429) {
    return new RateLimitError(res.status, code, message, requestId, parseRetryAfter(res.headers.get('retry-after')));
  }
  return new LinklyError(res.status, code, message, requestId);
}
