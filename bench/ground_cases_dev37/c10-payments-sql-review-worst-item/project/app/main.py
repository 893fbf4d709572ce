from contextlib import asynccontextmanager

from fastapi import FastAPI

from app.api import payments, refunds
from app.db import pool


@asynccontextmanager
async def lifespan(app: FastAPI):
    pool.open()
    yield
    pool.close()


app = FastAPI(title="payments-api", lifespan=lifespan)
app.include_router(payments.router)
app.include_router(refunds.router)
