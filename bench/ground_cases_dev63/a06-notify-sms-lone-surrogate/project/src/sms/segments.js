// SMS segment counting, for the cost estimate shown to admins before a broadcast.

const GSM7 =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";

export function isGsm7(text) {
  for (const ch of text) {
    if (!GSM7.includes(ch)) return false;
  }
  return true;
}

/** Number of SMS segments the carrier will bill for `text`. */
export function segmentCount(text) {
  if (isGsm7(text)) {
    return text.length <= 160 ? 1 : Math.ceil(text.length / 153);
  }
  // UCS-2: 70 code units in a single SMS, 67 per part once it is split.
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

export function estimateCost(text, recipients, pricePerSegment) {
  return segmentCount(text) * recipients * pricePerSegment;
}

export function describe(text) {
  const encoding = isGsm7(text) ? "GSM-7" : "UCS-2";
  return `${segmentCount(text)} segment(s), ${encoding}`;
}
