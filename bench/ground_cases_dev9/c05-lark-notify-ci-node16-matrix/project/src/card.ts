export interface CardOptions {
  title: string;
  content: string;
  level?: "info" | "warning" | "error";
  link?: { text: string; url: string };
}

const TEMPLATE_COLOR = { info: "blue", warning: "orange", error: "red" } as const;

export function buildCard(opts: CardOptions) {
  const elements: unknown[] = [{ tag: "div", text: { tag: "lark_md", content: opts.content } }];
  if (opts.link) {
    elements.push({
      tag: "action",
      actions: [{ tag: "button", text: { tag: "plain_text", content: opts.link.text }, url: opts.link.url, type: "primary" }],
    });
  }
  return {
    msg_type: "interactive",
    card: {
      header: {
        title: { tag: "plain_text", content: opts.title },
        template: TEMPLATE_COLOR[opts.level ?? "info"],
      },
      elements,
    },
  };
}
