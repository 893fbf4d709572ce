import { useEffect, useState } from "react";

import { useApi } from "../api/ApiProvider";

export type Profile = { id: string; name: string; role: "admin" | "agent"; avatarUrl?: string };

export function useProfile() {
  const api = useApi();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Profile>("/me", { signal: controller.signal })
      .then(setProfile)
      .catch((e: Error) => {
        if (e.name !== "AbortError") setError(e.message);
      });
    return () => controller.abort();
  }, [api]);

  return { profile, error };
}

export function initials(profile: Profile | null): string {
  if (!profile) return "?";
  return profile.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
