defmodule Courier.Windows do
  @moduledoc """
  配送 / 取件时间窗。时间窗按仓库当地时间展示给客户，
  并且不能超出仓库的营业时间。
  """

  alias Courier.Depots.Depot

  @delivery_slot_minutes 120
  @pickup_slot_minutes 60

  @doc "给定预计送达时间（UTC），返回客户看到的配送时间窗，例如 \"14:00-16:00\"。"
  def delivery_window(%DateTime{} = eta_utc, %Depot{} = depot) do
    local = DateTime.shift_zone!(eta_utc, depot.timezone)
    start = local |> floor_to_half_hour() |> clamp_to_hours(depot)
    finish = DateTime.add(start, @delivery_slot_minutes, :minute)
    format_range(start, finish)
  end

  @doc "给定包裹可取件时间（UTC），返回上门取件时间窗。"
  def pickup_window(%DateTime{} = ready_at_utc, %Depot{} = depot) do
    local = DateTime.shift_zone!(ready_at_utc, "Asia/Shanghai")
    start = local |> ceil_to_half_hour() |> clamp_to_hours(depot)
    finish = DateTime.add(start, @pickup_slot_minutes, :minute)
    format_range(start, finish)
  end

  defp floor_to_half_hour(%DateTime{minute: m} = dt) do
    %{dt | minute: div(m, 30) * 30, second: 0, microsecond: {0, 0}}
  end

  defp ceil_to_half_hour(%DateTime{minute: m, second: s} = dt) do
    floored = floor_to_half_hour(dt)
    if rem(m, 30) == 0 and s == 0, do: floored, else: DateTime.add(floored, 30, :minute)
  end

  defp clamp_to_hours(%DateTime{hour: h} = dt, %Depot{open_hour: open, close_hour: close}) do
    cond do
      h < open -> %{dt | hour: open, minute: 0}
      h >= close -> %{dt | hour: close - 1, minute: 0}
      true -> dt
    end
  end

  defp format_range(start, finish) do
    Calendar.strftime(start, "%H:%M") <> "-" <> Calendar.strftime(finish, "%H:%M")
  end
end
