from fastapi import FastAPI

from app.db import connect

app = FastAPI(title="yoyaku")


@app.get("/healthz")
def healthz() -> dict[str, str]:
    return {"status": "ok"}


@app.get("/reservations/{day}")
def reservations(day: str) -> list[dict]:
    with connect() as conn:
        rows = conn.execute("SELECT id, name, slot FROM reservations WHERE day = %s ORDER BY slot", (day,)).fetchall()
    return [{"id": r[0], "name": r[1], "slot": r[2]} for r in rows]
