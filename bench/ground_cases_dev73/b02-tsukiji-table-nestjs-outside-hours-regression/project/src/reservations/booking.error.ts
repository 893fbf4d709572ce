export type BookingErrorCode =
  | 'BOOKING_OVERLAP'
  | 'BOOKING_OUTSIDE_HOURS'
  | 'BOOKING_PARTY_TOO_LARGE'
  | 'BOOKING_NOT_FOUND';

export class BookingError extends Error {
  constructor(
    public readonly code: BookingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BookingError';
  }
}

export function httpStatusFor(code: BookingErrorCode): number {
  switch (code) {
    case 'BOOKING_OVERLAP':
      return 409;
    case 'BOOKING_NOT_FOUND':
      return 404;
    default:
      return 422;
  }
}
