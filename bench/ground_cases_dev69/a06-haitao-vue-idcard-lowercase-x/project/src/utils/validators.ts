// Form rules for the customs step. Each validator returns an i18n key or null.

export type Check = (value: string) => string | null;

export const required: Check = (v) => (v.trim() ? null : "customs.errors.required");

// Chinese names: 2-20 Han characters, optionally with the middle dot used in transliterated names.
export const validateName: Check = (v) =>
  /^[\u4e00-\u9fa5·]{2,20}$/.test(v.trim()) ? null : "customs.errors.name";

export const validatePhone: Check = (v) => {
  const digits = v.replace(/[\s-]/g, "").replace(/^(?:\+86|0086)/, "");
  return /^1[3-9]\d{9}$/.test(digits) ? null : "customs.errors.phone";
};
