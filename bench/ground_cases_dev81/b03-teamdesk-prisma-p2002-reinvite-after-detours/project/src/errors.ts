export class AppError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(`${what} not found`, 404, "not_found");
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409, "conflict");
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(message, 422, "invalid");
  }
}

export function toBody(err: AppError) {
  return { error: { code: err.code, message: err.message } };
}
