from fastapi import FastAPI

from app.routers import customers, orders

app = FastAPI(title="dingdan-api")
app.include_router(customers.router)
app.include_router(orders.router)
