"""写飞书多维表格."""
from __future__ import annotations

import os
import time

import requests

API = "https://open.feishu.cn/open-apis"
_token: dict = {"value": None, "expires": 0}


def tenant_token() -> str:
    """自建应用的 tenant_access_token, 有效期 2 小时, 缓存一下."""
    if _token["value"] and _token["expires"] > time.time() + 60:
        return _token["value"]
    resp = requests.post(f"{API}/auth/v3/tenant_access_token/internal", json={
        "app_id": os.environ["FEISHU_APP_ID"],
        "app_secret": os.environ["FEISHU_APP_SECRET"],
    }, timeout=5)
    data = resp.json()
    if data.get("code") != 0:
        raise RuntimeError(f"飞书 token 获取失败: {data}")
    _token["value"] = data["tenant_access_token"]
    _token["expires"] = time.time() + data["expire"]
    return _token["value"]


def add_booking(booking: dict) -> None:
    app = os.environ["FEISHU_BITABLE_APP_TOKEN"]
    table = os.environ["FEISHU_TABLE_ID"]
    fields = {
        "姓名": booking["name"],
        "手机": booking["phone"],
        "课程": booking["course"],
        "上课日期": booking["date"],
        "备注": booking["note"],
        "金数据编号": str(booking["serial"] or ""),
    }
    resp = requests.post(
        f"{API}/bitable/v1/apps/{app}/tables/{table}/records",
        headers={"Authorization": f"Bearer {tenant_token()}"},
        json={"fields": fields},
        timeout=5,
    )
    data = resp.json()
    if data.get("code") != 0:
        raise RuntimeError(f"写飞书表格失败: {data}")
