import { redirect } from "next/navigation";
import { Avatar } from "@/components/Avatar";
import { auth } from "@/lib/auth";
import { getProfile } from "@/lib/profile";
import { avatarUrl } from "@/lib/storage";
import { AvatarForm } from "./AvatarForm";

export default async function ProfileSettingsPage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const profile = await getProfile(session.user.id);

  return (
    <main className="mx-auto max-w-xl space-y-8 p-6">
      <h1 className="text-2xl font-semibold">Profile</h1>
      <section className="flex items-center gap-6">
        <Avatar src={avatarUrl(profile?.avatarKey ?? null)} name={profile?.displayName ?? ""} size={96} />
        <AvatarForm />
      </section>
    </main>
  );
}
