defmodule Courier.Surcharge do
  @moduledoc "附加费：夜间件、超重件。金额单位：分。"

  @night_fee 800
  @night_from_hour 22
  @heavy_fee 1500
  @heavy_grams 15_000

  def night_fee(%DateTime{hour: hour}) do
    if hour >= @night_from_hour or hour < 6, do: @night_fee, else: 0
  end

  def heavy_fee(grams) when is_integer(grams) do
    if grams > @heavy_grams, do: @heavy_fee, else: 0
  end

  def total(local_time, grams) do
    night_fee(local_time) + heavy_fee(grams)
  end

  def breakdown(local_time, grams) do
    %{
      night: night_fee(local_time),
      heavy: heavy_fee(grams)
    }
  end

  def describe(%{night: n, heavy: h}) do
    [if(n > 0, do: "夜间件"), if(h > 0, do: "超重件")]
    |> Enum.reject(&is_nil/1)
    |> Enum.join("、")
  end
end
