from fastapi import FastAPI

from app.auth.routes import router as auth_router
from app.users.profile import router as profile_router

app = FastAPI(title="考勤 API", version="0.9.3")
app.include_router(auth_router)
app.include_router(profile_router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
