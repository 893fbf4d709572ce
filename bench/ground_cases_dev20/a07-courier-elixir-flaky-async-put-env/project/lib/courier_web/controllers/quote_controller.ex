defmodule CourierWeb.QuoteController do
  use CourierWeb, :controller

  alias Courier.Pricing

  def create(conn, %{"distance_km" => km} = params) when is_number(km) do
    express = Map.get(params, "express", false) == true

    case Pricing.quote_cents(%{distance_km: km, express: express}) do
      {:ok, cents} ->
        json(conn, %{amount_cents: cents, display: Pricing.format(cents), express: express})

      {:error, :too_far} ->
        conn
        |> put_status(:unprocessable_entity)
        |> json(%{error: "distance_too_far"})
    end
  end

  def create(conn, _params) do
    conn
    |> put_status(:bad_request)
    |> json(%{error: "distance_km must be a number"})
  end
end
