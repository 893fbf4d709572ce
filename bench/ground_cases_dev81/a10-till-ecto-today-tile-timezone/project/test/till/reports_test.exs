defmodule Till.ReportsTest do
  use Till.DataCase, async: true

  alias Till.{Reports, Repo}
  alias Till.Sales.Sale
  alias Till.Stores.Store

  setup do
    store = Repo.insert!(%Store{name: "Bondi", code: "SYD1", timezone: "Australia/Sydney"})
    %{store: store}
  end

  defp sale!(store, cents, at) do
    Repo.insert!(%Sale{store_id: store.id, amount_cents: cents, payment_method: :card, inserted_at: at})
  end

  test "daily_totals/2 sums sales per day", %{store: store} do
    yesterday = NaiveDateTime.add(NaiveDateTime.utc_now(), -1, :day)
    sale!(store, 1_000, yesterday)
    sale!(store, 250, yesterday)

    assert [%{count: 2, total_cents: 1_250}] = Reports.daily_totals(store)
  end

  test "refunded sales are not counted", %{store: store} do
    yesterday = NaiveDateTime.add(NaiveDateTime.utc_now(), -1, :day)
    sale!(store, 1_000, yesterday)
    Repo.insert!(%Sale{store_id: store.id, amount_cents: 500, payment_method: :cash, refunded: true, inserted_at: yesterday})

    assert [%{total_cents: 1_000}] = Reports.daily_totals(store)
  end
end
