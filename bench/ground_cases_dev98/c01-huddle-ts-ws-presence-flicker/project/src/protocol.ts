export type ClientMessage =
  | { type: "join"; room: string }
  | { type: "leave"; room: string }
  | { type: "say"; room: string; text: string; clientMsgId: string }
  | { type: "typing"; room: string; active: boolean };

export type ServerMessage =
  | { type: "welcome"; userId: string; presence: Array<{ userId: string; status: string }> }
  | { type: "said"; room: string; from: string; text: string; id: string; clientMsgId: string; at: number }
  | { type: "presence"; userId: string; status: string }
  | { type: "typing"; room: string; userId: string; active: boolean }
  | { type: "error"; code: string; message: string };

export class ProtocolError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MAX_TEXT = 4000;

function str(value: unknown, field: string): string {
  if (typeof value !== "string" || value.length === 0) {
    throw new ProtocolError("bad_field", `${field} must be a non-empty string`);
  }
  return value;
}

export function parseClientMessage(raw: string): ClientMessage {
  let data: any;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new ProtocolError("bad_json", "message is not JSON");
  }
  if (typeof data !== "object" || data === null) {
    throw new ProtocolError("bad_json", "message must be an object");
  }
  switch (data.type) {
    case "join":
    case "leave":
      return { type: data.type, room: str(data.room, "room") };
    case "say": {
      const text = str(data.text, "text");
      if (text.length > MAX_TEXT) throw new ProtocolError("too_long", `text is longer than ${MAX_TEXT}`);
      return { type: "say", room: str(data.room, "room"), text, clientMsgId: str(data.clientMsgId, "clientMsgId") };
    }
    case "typing":
      return { type: "typing", room: str(data.room, "room"), active: data.active === true };
    default:
      throw new ProtocolError("unknown_type", `unknown message type ${String(data.type)}`);
  }
}

export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}
