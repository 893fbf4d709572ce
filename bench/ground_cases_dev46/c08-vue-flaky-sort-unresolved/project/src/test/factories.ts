// Test data builders shared by component specs.
import type { Ticket } from "@/api/tickets";

let seq = 0;

export function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  seq += 1;
  return {
    id: seq,
    title: `ticket ${seq}`,
    state: "open",
    assignee: null,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makeTickets(n: number, overrides: Partial<Ticket> = {}): Ticket[] {
  return Array.from({ length: n }, () => makeTicket(overrides));
}

export function resetFactories() {
  seq = 0;
}

export const fixedNow = "2025-11-01T08:00:00.000Z";

export function daysAgo(n: number): string {
  return new Date(Date.parse(fixedNow) - n * 86_400_000).toISOString();
}
