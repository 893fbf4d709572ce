"""Booking API for the front desk and the patient portal."""

from __future__ import annotations

import logging

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from clinic.config import get_settings

__version__ = "0.9.2"

log = logging.getLogger("clinic")


def create_app() -> FastAPI:
    settings = get_settings()
    app = FastAPI(title="clinic-booking", version=__version__)
    app.add_middleware(
        CORSMiddleware,
        allow_origins=settings.cors_origins,
        allow_methods=["GET", "POST", "DELETE"],
        allow_headers=["*"],
    )

    from clinic.bookings import router as bookings_router
    from clinic.reports import router as reports_router

    app.include_router(bookings_router)
    app.include_router(reports_router)

    @app.get("/healthz")
    def healthz() -> dict:
        return {"ok": True, "version": __version__}

    log.info("clinic-booking %s started (tz=%s)", __version__, settings.clinic_tz)
    return app
