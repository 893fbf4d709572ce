import { WeekGrid } from "@/components/WeekGrid";
import { bookingsForWeek } from "@/lib/bookings";
import { startOfWeek } from "@/lib/time";

export const dynamic = "force-dynamic";

export default async function CalendarPage({ searchParams }: { searchParams: { week?: string } }) {
  const anchor = searchParams.week ? new Date(searchParams.week) : new Date();
  const weekStart = startOfWeek(anchor);
  const bookings = await bookingsForWeek(weekStart);

  return (
    <main>
      <h1>Agenda week van {weekStart.toLocaleDateString("nl-NL")}</h1>
      <WeekGrid weekStart={weekStart} bookings={bookings} />
    </main>
  );
}
