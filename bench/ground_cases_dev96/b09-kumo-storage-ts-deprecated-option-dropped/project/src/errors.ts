/** Base class of every error the SDK throws. */
export class KumoError extends Error {
  override name = "KumoError";
}

/** The request did not finish within `timeoutMs` (after all retries). */
export class KumoTimeoutError extends KumoError {
  override name = "KumoTimeoutError";

  constructor(readonly url: string, readonly timeoutMs: number) {
    super(`Request to ${url} timed out after ${timeoutMs} ms`);
  }
}

/** The API answered with an error status. */
export class KumoAPIError extends KumoError {
  override name = "KumoAPIError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The x-request-id header; quote it when contacting support. */
    readonly requestId?: string,
  ) {
    super(`${status} ${code}: ${message}${requestId ? ` (request ${requestId})` : ""}`);
  }

  static async from(response: Response): Promise<KumoAPIError> {
    let code = "unknown_error";
    let message = response.statusText;
    try {
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      code = body.error?.code ?? code;
      message = body.error?.message ?? message;
    } catch {
      // not JSON: keep the status text
    }
    return new KumoAPIError(response.status, code, message, response.headers.get("x-request-id") ?? undefined);
  }
}
