defmodule Yado.Bookings.RefundPolicyTest do
  use ExUnit.Case, async: true

  alias Yado.Bookings.{Booking, RefundPolicy}

  defp booking(check_in), do: %Booking{check_in: check_in, subtotal: 20_000, total_with_tax: 22_000}

  test "full refund three days before" do
    b = booking(~U[2025-11-20 06:00:00Z])
    assert RefundPolicy.rate(b, ~U[2025-11-17 03:00:00Z]) == 1.0
  end

  test "half refund the day before" do
    b = booking(~U[2025-11-20 06:00:00Z])
    assert RefundPolicy.rate(b, ~U[2025-11-19 01:00:00Z]) == 0.5
  end

  test "refund is based on the amount paid including tax" do
    b = booking(~U[2025-11-20 06:00:00Z])
    assert RefundPolicy.refund_amount(b, ~U[2025-11-17 03:00:00Z]) == 22_000
  end

  test "no refund on the day" do
    b = booking(~U[2025-11-20 06:00:00Z])
    assert RefundPolicy.rate(b, ~U[2025-11-20 00:30:00Z]) == 0.0
  end
end
