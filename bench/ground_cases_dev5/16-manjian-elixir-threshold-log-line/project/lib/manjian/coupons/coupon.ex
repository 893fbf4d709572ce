defmodule Manjian.Coupons.Coupon do
  use Ecto.Schema

  schema "coupons" do
    field :code, :string
    field :off, :integer
    field :min_subtotal, :integer, default: 0
    field :expires_at, :utc_datetime
    timestamps()
  end
end
