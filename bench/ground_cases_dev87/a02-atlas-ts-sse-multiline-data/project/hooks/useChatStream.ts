"use client";

import { useCallback, useRef, useState } from "react";

export interface UiMessage {
  role: "user" | "assistant";
  content: string;
}

export function useChatStream(model?: string) {
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const send = useCallback(
    async (input: string) => {
      const next = [...messages, { role: "user" as const, content: input }];
      setMessages(next);
      setText("");
      setBusy(true);
      abort.current = new AbortController();
      try {
        const res = await fetch("/api/chat", {
          method: "POST",
          body: JSON.stringify({ messages: next, model }),
          signal: abort.current.signal,
        });
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        let accumulated = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          accumulated += value;
          setText(accumulated);
        }
        setMessages([...next, { role: "assistant", content: accumulated }]);
        setText("");
      } finally {
        setBusy(false);
      }
    },
    [messages, model],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  return { messages, text, busy, send, stop };
}
