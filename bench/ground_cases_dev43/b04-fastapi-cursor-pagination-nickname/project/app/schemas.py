from datetime import datetime
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, field_serializer

JST = ZoneInfo("Asia/Tokyo")


class OrderOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    shop_id: int
    external_no: str
    customer_name: str
    status: str
    total_yen: int
    created_at: datetime
    source: str

    @field_serializer("created_at")
    def _jst(self, v: datetime) -> str:
        # CS ツールは JST 表示前提なのでここで変換して返す
        return v.astimezone(JST).isoformat()


class OrderPage(BaseModel):
    items: list[OrderOut]
    next_cursor: str | None
    has_more: bool
