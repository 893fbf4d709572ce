from __future__ import annotations

from flask import Flask

from app.slots import Booking

CLUBS: dict[int, dict] = {
    1: {"name": "Riverside Tennis", "timezone": "Europe/London"},
    2: {"name": "Ponsonby Courts", "timezone": "Pacific/Auckland"},
}

BOOKINGS: list[Booking] = [
    Booking(1, "court-1", "amira", 1733045400),
    Booking(2, "court-2", "tom", 1733050800, status="cancelled"),
    Booking(3, "court-2", "hemi", 1733000400),
]

CLUB_OF_BOOKING: dict[int, int] = {1: 1, 2: 1, 3: 2}


def bookings_for(club_id: int) -> list[Booking]:
    return [b for b in BOOKINGS if CLUB_OF_BOOKING.get(b.id) == club_id]


def create_app(config: dict | None = None) -> Flask:
    app = Flask(__name__)
    app.config.update(JSON_SORT_KEYS=False)
    if config:
        app.config.update(config)

    from app.routes import bp
    app.register_blueprint(bp)
    return app
