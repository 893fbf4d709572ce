// 后端（chat-gateway）返回的所有时间戳都是 unix 秒，进 app 之前统一转成毫秒。
const BASE_URL = process.env.EXPO_PUBLIC_API_URL ?? 'https://api.chatter.im';

type RawChat = {
  id: string;
  title: string;
  unread: number;
  muted: boolean;
  last_message: { text: string; sent_at: number; from_me: boolean } | null;
  peer: { user_id: string; avatar: string | null; last_seen: number | null };
};

export type Chat = {
  id: string;
  title: string;
  unread: number;
  muted: boolean;
  preview: string;
  sentAt: number | null;
  avatarUrl: string | null;
  lastSeenAt: number | null;
};

function toChat(raw: RawChat): Chat {
  return {
    id: raw.id,
    title: raw.title,
    unread: raw.unread,
    muted: raw.muted,
    preview: raw.last_message ? (raw.last_message.from_me ? '我: ' : '') + raw.last_message.text : '',
    sentAt: raw.last_message ? raw.last_message.sent_at * 1000 : null,
    avatarUrl: raw.peer.avatar,
    lastSeenAt: raw.peer.last_seen,
  };
}

async function request<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!res.ok) {
    throw new Error(`GET ${path} failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export async function fetchChats(token: string): Promise<Chat[]> {
  const body = await request<{ chats: RawChat[] }>('/v2/chats', token);
  return body.chats.map(toChat);
}
