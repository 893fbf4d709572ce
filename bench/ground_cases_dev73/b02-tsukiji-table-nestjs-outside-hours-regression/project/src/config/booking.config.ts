import { registerAs } from '@nestjs/config';

export default registerAs('booking', () => ({
  timeZone: process.env.RESTAURANT_TZ ?? process.env.BOOKING_TZ ?? 'Asia/Tokyo',
  openAt: process.env.BOOKING_OPEN_AT ?? '17:00',
  closeAt: process.env.BOOKING_CLOSE_AT ?? '22:00',
  maxParty: Number(process.env.BOOKING_MAX_PARTY ?? 8),
  courseMinutes: Number(process.env.BOOKING_COURSE_MINUTES ?? 120),
  cleanupMinutes: Number(process.env.BOOKING_CLEANUP_MINUTES ?? 15),
}));

export interface BookingConfig {
  timeZone: string;
  openAt: string;
  closeAt: string;
  maxParty: number;
  courseMinutes: number;
  cleanupMinutes: number;
}
