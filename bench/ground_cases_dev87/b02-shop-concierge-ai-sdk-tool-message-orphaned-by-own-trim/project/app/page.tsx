'use client';

import { useChat } from '@ai-sdk/react';
import { useState } from 'react';

export default function Page() {
  const { messages, sendMessage, status } = useChat();
  const [input, setInput] = useState('');

  return (
    <main className="mx-auto max-w-xl p-4">
      <h1 className="mb-4 text-lg font-bold">こもれび雑貨店 サポート</h1>
      <ul className="space-y-2">
        {messages.map((m) => (
          <li key={m.id} className={m.role === 'user' ? 'text-right' : ''}>
            {m.parts.map((part, i) => (part.type === 'text' ? <span key={i}>{part.text}</span> : null))}
          </li>
        ))}
      </ul>
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!input.trim()) return;
          sendMessage({ text: input });
          setInput('');
        }}
      >
        <input className="flex-1 border p-2" value={input} onChange={(e) => setInput(e.target.value)} />
        <button disabled={status !== 'ready'} className="border px-3">
          送信
        </button>
      </form>
    </main>
  );
}
