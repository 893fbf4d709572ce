from fastapi import FastAPI

from app.routers import bookings, classes

app = FastAPI(title="Studio classes")
app.include_router(classes.router)
app.include_router(bookings.router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
