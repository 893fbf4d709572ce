from fastapi import FastAPI
from starlette.middleware.sessions import SessionMiddleware

from app.auth import line
from app.config import get_settings
from app.routers import profile

settings = get_settings()

app = FastAPI(title="mogumogu")
app.add_middleware(
    SessionMiddleware,
    secret_key=settings.session_secret,
    max_age=settings.session_max_age,
    same_site="lax",
    https_only=settings.public_base_url.startswith("https://"),
)
app.include_router(line.router)
app.include_router(profile.router)


@app.get("/healthz")
def healthz():
    return {"ok": True}
