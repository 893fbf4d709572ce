export interface QueueMessage {
  id: string;
  body: string;
  /** Missing on messages published by the legacy PHP producer. */
  headers?: Record<string, string>;
  receivedAt: number;
}
