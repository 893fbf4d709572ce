"""ASGI entry point: uvicorn app.main:app"""
from __future__ import annotations

import logging
import os

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from app import __version__
from app.invoices import router as invoices_router

logging.basicConfig(level=os.environ.get("LOG_LEVEL", "INFO"))
log = logging.getLogger("invoicer")

app = FastAPI(title="invoicer", version=__version__)
app.include_router(invoices_router)


@app.get("/health")
def health() -> dict:
    return {"ok": True, "version": __version__}


@app.exception_handler(ValueError)
async def value_error(request: Request, exc: ValueError) -> JSONResponse:
    log.warning("bad request on %s: %s", request.url.path, exc)
    return JSONResponse({"detail": str(exc)}, status_code=422)


@app.middleware("http")
async def request_log(request: Request, call_next):
    response = await call_next(request)
    log.info("%s %s -> %s", request.method, request.url.path, response.status_code)
    return response
