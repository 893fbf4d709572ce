export interface Shift {
  id: number;
  userId: number;
  startedAt: Date;
  endedAt: Date;
  breakMinutes: number;
}

export interface User {
  id: number;
  name: string;
  email: string;
  createdAt: Date;
}
