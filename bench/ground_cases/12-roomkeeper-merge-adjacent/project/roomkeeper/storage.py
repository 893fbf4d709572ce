import json
from datetime import datetime
from pathlib import Path

from .booking import Booking, Room

DATA = Path.home() / ".roomkeeper" / "rooms.json"


def load_rooms(path: Path = DATA) -> dict[str, Room]:
    raw = json.loads(path.read_text(encoding="utf-8"))
    rooms = {}
    for item in raw["rooms"]:
        room = Room(item["name"], item["capacity"])
        for b in item.get("bookings", []):
            room.bookings.append(Booking(room.name, b["title"], datetime.fromisoformat(b["start"]),
                                         datetime.fromisoformat(b["end"]), b["organizer"]))
        rooms[room.name] = room
    return rooms
