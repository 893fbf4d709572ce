from pydantic import BaseModel, Field


class SearchOrdersArgs(BaseModel):
    """Find a customer's orders."""

    order_id: str | None = Field(None, pattern=r"^[A-Z]\d{5,}$", description="Order number, e.g. A10023")
    phone: str | None = Field(None, description="Phone number used at checkout")
    limit: int = Field(5, ge=1, le=20)


class LookupRefundArgs(BaseModel):
    """Get the refund status of one order."""

    order_id: str = Field(..., pattern=r"^[A-Z]\d{5,}$", description="Order number, e.g. A10023")


class CreateTicketArgs(BaseModel):
    """Hand the conversation to a human agent."""

    summary: str = Field(..., max_length=500)
    priority: str = Field("normal", pattern="^(low|normal|high)$")
