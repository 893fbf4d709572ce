import { useCallback, useEffect, useState } from 'react';

const BASE = 'https://api.help.acme.io/v1';

export type Message = {
  id: string;
  author: 'customer' | 'agent';
  agentName?: string;
  body: string;
  sentAt: string;
};

export function useTicketMessages(ticketId: string) {
  const [messages, setMessages] = useState<Message[]>([]);
  const refresh = useCallback(async () => {
    const res = await fetch(`${BASE}/tickets/${ticketId}/messages`);
    if (res.ok) {
      const body = (await res.json()) as { messages: Message[] };
      setMessages(body.messages.slice().reverse());
    }
  }, [ticketId]);
  useEffect(() => {
    refresh();
  }, [refresh]);
  return { messages, refresh };
}

export async function sendMessage(ticketId: string, body: string): Promise<void> {
  await fetch(`${BASE}/tickets/${ticketId}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ body }),
  });
}
