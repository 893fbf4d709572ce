defmodule Yado.Bookings.Cancellation do
  alias Yado.Bookings.{Booking, RefundPolicy}
  alias Yado.Repo

  require Logger

  def cancel(booking, now \\ DateTime.utc_now())

  def cancel(%Booking{status: :cancelled}, _now), do: {:error, :already_cancelled}

  def cancel(%Booking{} = booking, now) do
    refund = RefundPolicy.refund_amount(booking, now)

    booking
    |> Booking.cancel_changeset(DateTime.truncate(now, :second), refund)
    |> Repo.update()
    |> case do
      {:ok, cancelled} ->
        Logger.info("booking #{cancelled.id} cancelled, refund=#{refund}")
        {:ok, cancelled}

      {:error, changeset} ->
        {:error, changeset}
    end
  end
end
