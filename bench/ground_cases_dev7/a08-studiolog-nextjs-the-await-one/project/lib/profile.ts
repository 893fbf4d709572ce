import { unstable_cache } from "next/cache";
import { db } from "./db";

export type Profile = {
  userId: string;
  displayName: string;
  avatarKey: string | null;
  avatarUpdatedAt: Date | null;
};

export const getProfile = unstable_cache(
  async (userId: string): Promise<Profile | null> => db.profile.findUnique({ where: { userId } }),
  ["profile"],
  { revalidate: 300 },
);

export async function updateProfile(userId: string, data: Partial<Omit<Profile, "userId">>) {
  await db.profile.update({ where: { userId }, data });
}
