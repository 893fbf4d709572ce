import { useState } from "react";
import { book } from "../api/client";
import type { Slot } from "../api/types";
import { formatSlotRange } from "../lib/dates";

const LABELS: Record<Slot["kind"], string> = {
  bouldering: "Bouldering",
  "top-rope": "Top rope",
  youth: "Youth team",
  yoga: "Yoga",
};

export function SlotCard({ slot }: { slot: Slot }) {
  const [memberNo, setMemberNo] = useState("");
  const [state, setState] = useState<"idle" | "busy" | "done" | "error">("idle");

  async function onBook() {
    setState("busy");
    try {
      await book(slot.id, memberNo);
      setState("done");
    } catch {
      setState("error");
    }
  }

  return (
    <article className="slot-card">
      <h4>{LABELS[slot.kind]}</h4>
      <p>{formatSlotRange(slot.startsAt, slot.endsAt)}</p>
      <p className="muted">{slot.spotsLeft} spots left</p>
      <input value={memberNo} onChange={(e) => setMemberNo(e.target.value)} placeholder="Member #" />
      <button disabled={!memberNo || slot.spotsLeft === 0 || state === "busy"} onClick={onBook}>
        {state === "done" ? "Booked" : "Book"}
      </button>
      {state === "error" && <p className="error">Booking failed, try again.</p>}
    </article>
  );
}
