// Titles of push notifications: "<sender> in <group>".

const TEMPLATES = {
  en: (s, g) => `${s} in ${g}`,
  ja: (s, g) => `${g}の${s}`,
  ar: (s, g) => `${s} في ${g}`,
  he: (s, g) => `${s} ב${g}`,
};

// First-strong isolate (U+2068 … U+2069): keeps an LTR name from reordering an RTL title.
const isolate = (s) => `\u2068${s}\u2069`;

export function pushTitle(locale, sender, group) {
  const lang = (locale || "en").slice(0, 2);
  const template = TEMPLATES[lang] ?? TEMPLATES.en;
  if (!group) return sender;
  return template(isolate(sender), isolate(group));
}

export function pushPayload(locale, sender, group, body) {
  return {
    title: pushTitle(locale, sender, group),
    body,
    sound: "default",
    badge: 1,
  };
}

export function isRtl(locale) {
  return ["ar", "he", "fa", "ur"].includes((locale || "").slice(0, 2));
}

export function supportedLocales() {
  return Object.keys(TEMPLATES);
}
