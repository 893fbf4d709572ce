const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface BookingInput {
  roomId?: unknown;
  email?: unknown;
  start?: unknown;
  end?: unknown;
}

export function isEmail(value: unknown): value is string {
  return typeof value === "string" && EMAIL.test(value.trim());
}

export function validateBooking(body: BookingInput): string[] {
  const errors: string[] = [];
  if (typeof body.roomId !== "string" || body.roomId.length === 0) {
    errors.push("roomId is required");
  }
  if (!isEmail(body.email)) {
    errors.push("email is invalid");
  }
  for (const key of ["start", "end"] as const) {
    const value = body[key];
    if (typeof value !== "string" || !ISO.test(value)) {
      errors.push(`${key} must be an ISO date-time`);
    }
  }
  if (errors.length === 0 && new Date(body.start as string) >= new Date(body.end as string)) {
    errors.push("end must be after start");
  }
  return errors;
}
