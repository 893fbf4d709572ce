export class ApiError extends Error {
  constructor(status, body) {
    const err = body && body.error ? body.error : {};
    super(err.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = err.code || 'unknown';
    this.requestId = err.request_id;
  }
}

export class NetworkError extends Error {
  constructor(cause) {
    super(cause && cause.message ? cause.message : 'network error');
    this.name = 'NetworkError';
    this.cause = cause;
  }
}
