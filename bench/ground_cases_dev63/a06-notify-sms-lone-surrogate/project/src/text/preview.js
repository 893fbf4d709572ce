// Short previews of chat messages for push notifications and the inbox list.

const ELLIPSIS = "…";
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Collapse whitespace so previews stay on one line. */
export function oneLine(text) {
  return text.replace(/\s+/g, " ").trim();
}

/** At most `max` user-perceived characters (grapheme clusters), with an ellipsis when cut. */
export function truncate(text, max) {
  const flat = oneLine(text);
  const parts = Array.from(graphemes.segment(flat), (s) => s.segment);
  if (parts.length <= max) return flat;
  return parts.slice(0, max - 1).join("") + ELLIPSIS;
}

/** Preview line for the inbox: "Name: message". */
export function inboxPreview(senderName, text, max = 60) {
  return truncate(`${senderName}: ${text}`, max);
}

/** Body of a push notification. */
export function pushBody(text) {
  return truncate(text, 110);
}

export function initials(name) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join("");
}
