// Wire format between the browser client and chatd. Every frame is one JSON object.

export type ClientFrame =
  | { type: "join"; room: string }
  | { type: "leave"; room: string }
  | { type: "say"; room: string; text: string; clientId: string }
  | { type: "typing"; room: string }
  | { type: "ping" };

export type ServerFrame =
  | { type: "joined"; room: string; members: string[] }
  | { type: "message"; room: string; from: string; text: string; id: string; at: number }
  | { type: "presence"; room: string; online: string[] }
  | { type: "typing"; room: string; user: string }
  | { type: "error"; code: string; message: string }
  | { type: "pong" };

import { config } from "./config.js";

export class ProtocolError extends Error {
  constructor(public code: string, message: string) {
    super(message);
  }
}

export function parseFrame(raw: string): ClientFrame {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new ProtocolError("bad_json", "frame is not JSON");
  }
  if (typeof data !== "object" || data === null || !("type" in data)) {
    throw new ProtocolError("bad_frame", "frame has no type");
  }
  const frame = data as Record<string, unknown>;
  switch (frame.type) {
    case "join":
    case "leave":
      if (typeof frame.room !== "string" || frame.room === "") {
        throw new ProtocolError("bad_room", "room is required");
      }
      return { type: frame.type, room: frame.room };
    case "say":
      if (typeof frame.room !== "string" || typeof frame.text !== "string" || typeof frame.clientId !== "string") {
        throw new ProtocolError("bad_frame", "say needs room, text and clientId");
      }
      if (frame.text.length > config.maxTextLength) {
        throw new ProtocolError("too_long", `text is longer than ${config.maxTextLength} characters`);
      }
      return { type: "say", room: frame.room, text: frame.text, clientId: frame.clientId };
    case "typing":
      if (typeof frame.room !== "string" || frame.room === "") {
        throw new ProtocolError("bad_room", "room is required");
      }
      return { type: "typing", room: frame.room };
    case "ping":
      return { type: "ping" };
    default:
      throw new ProtocolError("unknown_type", `unknown frame type ${String(frame.type)}`);
  }
}

export function encode(frame: ServerFrame): string {
  return JSON.stringify(frame);
}
