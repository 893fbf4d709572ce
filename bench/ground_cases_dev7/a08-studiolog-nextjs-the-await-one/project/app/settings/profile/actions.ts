"use server";

import { revalidatePath } from "next/cache";
import { auth } from "@/lib/auth";
import { updateProfile } from "@/lib/profile";
import { avatarKey, putObject } from "@/lib/storage";

const MAX_BYTES = 5 * 1024 * 1024;

export async function uploadAvatar(formData: FormData) {
  const session = await auth();
  if (!session?.user?.id) throw new Error("not signed in");

  const file = formData.get("avatar");
  if (!(file instanceof File) || file.size === 0) return { error: "Pick an image first." };
  if (file.size > MAX_BYTES) return { error: "Max 5 MB." };
  if (!file.type.startsWith("image/")) return { error: "That's not an image." };

  const key = avatarKey(session.user.id);
  const body = Buffer.from(await file.arrayBuffer());
  putObject(key, body, file.type);
  await updateProfile(session.user.id, { avatarKey: key, avatarUpdatedAt: new Date() });

  revalidatePath("/settings/profile");
  return { ok: true };
}

export async function updateDisplayName(formData: FormData) {
  const session = await auth();
  if (!session?.user?.id) throw new Error("not signed in");

  const name = String(formData.get("displayName") ?? "").trim();
  if (name.length < 2) return { error: "Too short." };

  await updateProfile(session.user.id, { displayName: name });
  revalidatePath("/settings/profile");
  return { ok: true };
}
