export interface ChatLine {
  seq: number;
  room: string;
  userId: string;
  text: string;
  at: number;
  clientId: string;
}

export type ClientMessage =
  | { type: "join"; room: string; lastSeq?: number }
  | { type: "leave"; room: string }
  | { type: "say"; room: string; text: string; clientId: string }
  | { type: "typing"; room: string };

export type ServerMessage =
  | { type: "joined"; room: string; online: string[]; history: ChatLine[] }
  | { type: "line"; room: string; line: ChatLine }
  | { type: "ack"; room: string; clientId: string; seq: number }
  | { type: "presence"; room: string; online: string[] }
  | { type: "typing"; room: string; userId: string }
  | { type: "error"; code: string; message: string };

const MAX_TEXT = 2000;
const ROOM_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

function isRoom(value: unknown): value is string {
  return typeof value === "string" && ROOM_NAME.test(value);
}

export function parseClientMessage(raw: string): ClientMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const msg = data as Record<string, unknown>;
  switch (msg.type) {
    case "join":
      if (!isRoom(msg.room)) return null;
      return { type: "join", room: msg.room, lastSeq: typeof msg.lastSeq === "number" ? msg.lastSeq : undefined };
    case "leave":
      if (!isRoom(msg.room)) return null;
      return { type: "leave", room: msg.room };
    case "say":
      if (!isRoom(msg.room) || typeof msg.text !== "string" || typeof msg.clientId !== "string") return null;
      if (msg.text.length === 0 || msg.text.length > MAX_TEXT) return null;
      return { type: "say", room: msg.room, text: msg.text, clientId: msg.clientId };
    case "typing":
      if (!isRoom(msg.room)) return null;
      return { type: "typing", room: msg.room };
    default:
      return null;
  }
}

export function encode(msg: ServerMessage): string {
  return JSON.stringify(msg);
}
