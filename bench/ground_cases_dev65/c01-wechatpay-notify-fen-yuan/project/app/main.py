from fastapi import FastAPI

from app.payments import alipay_notify, wechat_notify
from app.reconcile import router as reconcile_router

app = FastAPI(title="mall-pay")
app.include_router(wechat_notify.router)
app.include_router(alipay_notify.router)
app.include_router(reconcile_router)


@app.get("/healthz")
def healthz() -> dict:
    return {"ok": True}
