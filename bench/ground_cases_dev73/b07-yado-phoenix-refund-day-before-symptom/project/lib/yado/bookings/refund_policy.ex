defmodule Yado.Bookings.RefundPolicy do
  @moduledoc """
  キャンセル時の返金率（宿泊約款 第8条）。

    * 2日前まで: 全額返金
    * 前日: 50% 返金
    * 当日・不泊: 返金なし
  """

  alias Yado.Bookings.Booking

  @spec rate(Booking.t(), DateTime.t()) :: float()
  def rate(%Booking{check_in: check_in}, cancelled_at) do
    days_before = div(DateTime.diff(check_in, cancelled_at, :hour), 24)

    cond do
      days_before >= 2 -> 1.0
      days_before == 1 -> 0.5
      true -> 0.0
    end
  end

  @spec refund_amount(Booking.t(), DateTime.t()) :: non_neg_integer()
  def refund_amount(%Booking{} = booking, cancelled_at) do
    round((booking.total_with_tax || booking.subtotal) * rate(booking, cancelled_at))
  end
end
