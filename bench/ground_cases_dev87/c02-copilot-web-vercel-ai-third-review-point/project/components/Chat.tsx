'use client';

import { useChat } from '@ai-sdk/react';
import { useEffect, useRef } from 'react';

export default function Chat({ token }: { token: string }) {
  const { messages, input, handleInputChange, handleSubmit, status, stop } = useChat({
    api: '/api/chat',
    headers: { authorization: `Bearer ${token}` },
  });
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView({ behavior: 'smooth' });
  }, [messages]);

  return (
    <div className="chat">
      {messages.map((m) => (
        <div key={m.id} className={`msg msg-${m.role}`}>
          {m.content}
        </div>
      ))}
      <div ref={bottom} />
      <form onSubmit={handleSubmit}>
        <input value={input} onChange={handleInputChange} placeholder="问点什么…" />
        {status === 'streaming' ? (
          <button type="button" onClick={stop}>停止</button>
        ) : (
          <button type="submit">发送</button>
        )}
      </form>
    </div>
  );
}
