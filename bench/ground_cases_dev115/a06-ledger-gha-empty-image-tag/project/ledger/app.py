import os

from fastapi import FastAPI

app = FastAPI(title="ledger")


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}


@app.get("/version")
def version() -> dict:
    return {"sha": os.environ.get("GIT_SHA", "dev")}
