from datetime import datetime

from pydantic import BaseModel, Field


class PredictRequest(BaseModel):
    ward: str = Field(examples=["世田谷区"])
    floor_area_m2: float = Field(gt=0, le=1000)
    built_year: int = Field(ge=1950, le=2030)
    floor: int = Field(ge=1, le=80)
    walk_minutes: int = Field(ge=0, le=60)
    model_version: str | None = None


class PredictResponse(BaseModel):
    price_yen: int
    model_version: str
    predicted_at: datetime


class PredictionRecord(BaseModel):
    id: int
    model_version: str
    ward: str
    price_yen: int
    predicted_at: datetime
