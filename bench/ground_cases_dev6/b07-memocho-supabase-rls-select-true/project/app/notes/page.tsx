import Link from "next/link";
import { redirect } from "next/navigation";
import { createClient } from "@/lib/supabase/server";

export default async function NotesPage() {
  const supabase = createClient();
  const { data: { user } } = await supabase.auth.getUser();
  if (!user) redirect("/login");

  // 絞り込みは RLS に任せる
  const { data: notes, error } = await supabase
    .from("notes")
    .select("id, title, pinned, updated_at")
    .order("pinned", { ascending: false })
    .order("updated_at", { ascending: false });
  if (error) throw error;

  return (
    <main>
      <h1>メモ</h1>
      <ul>
        {notes.map((n) => (
          <li key={n.id}>
            <Link href={`/notes/${n.id}`}>{n.pinned ? "📌 " : ""}{n.title || "(無題)"}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
