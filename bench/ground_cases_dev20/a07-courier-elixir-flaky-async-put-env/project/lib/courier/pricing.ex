defmodule Courier.Pricing do
  @moduledoc """
  Delivery quotes, in cents. A temporary surcharge (fuel, peak season) is configured with
  `config :courier, :surcharge_pct` and applied on top of every quote.
  """

  @base_cents 500
  @per_km_cents 50
  @max_distance_km 80

  @type quote_opts :: %{required(:distance_km) => number(), optional(:express) => boolean()}

  @spec quote_cents(quote_opts()) :: {:ok, non_neg_integer()} | {:error, :too_far}
  def quote_cents(%{distance_km: km}) when km > @max_distance_km, do: {:error, :too_far}

  def quote_cents(%{distance_km: km} = opts) do
    base = @base_cents + round(km * @per_km_cents)
    base = if Map.get(opts, :express, false), do: base * 2, else: base
    {:ok, apply_surcharge(base)}
  end

  @spec apply_surcharge(non_neg_integer()) :: non_neg_integer()
  def apply_surcharge(cents) do
    pct = Application.get_env(:courier, :surcharge_pct, 0)
    cents + div(cents * pct, 100)
  end

  @spec format(non_neg_integer()) :: String.t()
  def format(cents) do
    euros = div(cents, 100)
    rest = cents |> rem(100) |> Integer.to_string() |> String.pad_leading(2, "0")
    "#{euros}.#{rest} EUR"
  end
end
