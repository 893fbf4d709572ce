defmodule CourierWeb.QuoteController do
  use CourierWeb, :controller

  alias Courier.{Depots, Surcharge, Windows}

  def create(conn, %{"depot" => code, "eta" => eta, "grams" => grams}) do
    depot = Depots.get!(code)
    {:ok, eta_utc, 0} = DateTime.from_iso8601(eta)
    local = DateTime.shift_zone!(eta_utc, depot.timezone)
    fees = Surcharge.breakdown(local, grams)

    json(conn, %{
      depot: depot.code,
      currency: depot.currency,
      window: Windows.delivery_window(eta_utc, depot),
      surcharge: fees,
      surcharge_label: Surcharge.describe(fees),
      total_surcharge: fees.night + fees.heavy
    })
  end
end
