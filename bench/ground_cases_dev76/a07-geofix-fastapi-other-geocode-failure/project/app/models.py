from pydantic import BaseModel, Field


class Address(BaseModel):
    line1: str
    line2: str | None = None
    city: str
    postcode: str
    country: str = Field(default="US", min_length=2, max_length=2)

    def one_line(self) -> str:
        parts = [self.line1, self.line2, self.city, self.postcode, self.country]
        return ", ".join(p for p in parts if p)


class GeocodeResult(BaseModel):
    lat: float
    lng: float
    precision: str
    query: str
