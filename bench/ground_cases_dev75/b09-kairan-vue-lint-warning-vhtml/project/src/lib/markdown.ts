import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({
  html: false,
  linkify: true,
  breaks: true,
  typographer: false,
});

// headings are too loud inside a comment thread
md.disable(['heading', 'lheading']);

// links open in a new tab, without giving the opened page access to window.opener
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const MENTION = /(^|[^\w.])@([a-z0-9_]{2,32})/gi;

function highlightMentions(html: string): string {
  return html.replace(MENTION, (_m, before: string, name: string) =>
    `${before}<span class="mention" data-user="${name}">@${name}</span>`,
  );
}

/** Comment markdown to safe HTML for the preview and the thread. */
export function renderComment(source: string): string {
  const html = highlightMentions(md.render(source));
  return DOMPurify.sanitize(html, {
    ALLOWED_ATTR: ['href', 'title', 'class', 'data-user', 'target', 'rel'],
  });
}

export function plainExcerpt(source: string, max = 80): string {
  const text = source.replace(/[*_`>#~\[\]()]/g, '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
