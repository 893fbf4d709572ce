from datetime import datetime, timedelta

from pydantic import BaseModel, Field, validator

MAX_LENGTH = timedelta(hours=8)


class ReservationCreate(BaseModel):
    room_id: int
    title: str = Field(..., min_length=1, max_length=100)
    start_at: datetime
    end_at: datetime
    attendees: list[int] = Field(default_factory=list)

    @validator("end_at")
    def end_after_start(cls, v, values):
        start = values.get("start_at")
        if start is not None and v <= start:
            raise ValueError("end_at は start_at より後にしてください")
        if start is not None and v - start > MAX_LENGTH:
            raise ValueError("1 回の予約は 8 時間までです")
        return v


class ReservationOut(BaseModel):
    id: int
    room_id: int
    title: str
    start_at: datetime
    end_at: datetime
    owner_id: int
    attendees: list[int]

    @property
    def minutes(self) -> int:
        return int((self.end_at - self.start_at).total_seconds() // 60)
