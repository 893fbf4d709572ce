import { redirect } from "next/navigation";
import { createClient } from "@/lib/supabase/server";

export default async function TodosPage() {
  const supabase = createClient();
  const { data: { user } } = await supabase.auth.getUser();
  if (!user) redirect("/login");

  const { data: todos, error } = await supabase.from("todos").select("id, title, done, due_on").order("created_at");
  if (error) throw error;

  return (
    <main>
      <h1>Todo</h1>
      <ul>
        {todos.map((t) => (
          <li key={t.id} className={t.done ? "done" : undefined}>
            {t.title}
            {t.due_on && <small> ({t.due_on})</small>}
          </li>
        ))}
      </ul>
    </main>
  );
}
