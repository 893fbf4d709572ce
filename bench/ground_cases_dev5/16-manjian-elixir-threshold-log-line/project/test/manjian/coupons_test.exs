defmodule Manjian.CouponsTest do
  use ExUnit.Case, async: true

  alias Manjian.Coupons
  alias Manjian.Coupons.Coupon

  @later ~U[2099-01-01 00:00:00Z]

  test "coupon applies when subtotal equals the minimum" do
    coupon = %Coupon{code: "HELLO5", off: 500, min_subtotal: 5000, expires_at: @later}
    assert {:ok, 500} = Coupons.validate(coupon, 5000)
  end

  test "coupon below minimum is rejected" do
    coupon = %Coupon{code: "HELLO5", off: 500, min_subtotal: 5000, expires_at: @later}
    assert {:error, :below_minimum} = Coupons.validate(coupon, 4999)
  end
end
