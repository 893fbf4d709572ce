import { z } from "zod";
import { prisma } from "../db.js";

export const profileInput = z.object({
  displayName: z.string().trim().min(1).max(30).optional(),
  avatarUrl: z.string().url().optional(),
  bio: z.string().max(200).optional(),
});

export type ProfileInput = z.infer<typeof profileInput>;

export async function getUser(id: number) {
  const user = await prisma.user.findUnique({
    where: { id },
    select: { id: true, displayName: true, avatarUrl: true, bio: true, createdAt: true },
  });
  if (!user) return null;
  return { ...user, name: user.displayName ?? `用户${user.id}` };
}

export async function updateProfile(id: number, input: ProfileInput) {
  const data = profileInput.parse(input);
  return prisma.user.update({
    where: { id },
    data: {
      displayName: data.displayName,
      avatarUrl: data.avatarUrl,
      bio: data.bio,
    },
  });
}

export function displayLabel(user: { id: number; displayName: string | null }): string {
  return user.displayName ?? `用户${user.id}`;
}
