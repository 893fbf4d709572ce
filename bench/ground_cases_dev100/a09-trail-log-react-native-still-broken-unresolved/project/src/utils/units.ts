import { NativeModules, Platform } from "react-native";

const KM_PER_MILE = 1.609344;

/** The device locale, e.g. "en-US" or "de_DE" (Android uses an underscore). */
export function deviceLocale(): string {
  const raw =
    Platform.OS === "ios"
      ? NativeModules.SettingsManager?.settings?.AppleLocale ??
        NativeModules.SettingsManager?.settings?.AppleLanguages?.[0]
      : NativeModules.I18nManager?.localeIdentifier;
  return typeof raw === "string" ? raw.replace("_", "-") : "en-GB";
}

/** Miles for the US, Liberia and Myanmar; kilometres everywhere else. */
export function usesMiles(locale: string = deviceLocale()): boolean {
  const region = locale.split("-")[1]?.toUpperCase();
  return region === "US" || region === "LR" || region === "MM";
}

export function formatDistance(km: number, locale: string = deviceLocale()): string {
  if (usesMiles(locale)) {
    return `${(km / KM_PER_MILE).toFixed(1)} mi`;
  }
  return `${km.toFixed(1)} km`;
}

export function formatTotal(km: number, locale: string = deviceLocale()): string {
  return usesMiles(locale) ? `${(km / KM_PER_MILE).toFixed(0)} mi` : `${km.toFixed(0)} km`;
}
