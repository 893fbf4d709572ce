defmodule Till.Reports do
  @moduledoc "Back-office reports."
  import Ecto.Query

  alias Till.Repo
  alias Till.Sales.Sale
  alias Till.Stores.Store

  @doc "Sales per day for the last `days` days, oldest first."
  def daily_totals(%Store{} = store, days \\ 30) do
    since = NaiveDateTime.add(NaiveDateTime.utc_now(), -days, :day)
    tz = store.timezone

    Sale
    |> where([s], s.store_id == ^store.id and not s.refunded and s.inserted_at >= ^since)
    |> group_by([s], fragment("date((? AT TIME ZONE 'UTC') AT TIME ZONE ?)", s.inserted_at, ^tz))
    |> order_by([s], fragment("date((? AT TIME ZONE 'UTC') AT TIME ZONE ?)", s.inserted_at, ^tz))
    |> select([s], %{
      day: fragment("date((? AT TIME ZONE 'UTC') AT TIME ZONE ?)", s.inserted_at, ^tz),
      count: count(s.id),
      total_cents: sum(s.amount_cents)
    })
    |> Repo.all()
  end

  def by_payment_method(%Store{} = store, %Date{} = from, %Date{} = to) do
    Sale
    |> where([s], s.store_id == ^store.id and not s.refunded)
    |> where([s], fragment("date(?)", s.inserted_at) >= ^from and fragment("date(?)", s.inserted_at) <= ^to)
    |> group_by([s], s.payment_method)
    |> select([s], {s.payment_method, sum(s.amount_cents)})
    |> Repo.all()
    |> Map.new()
  end
end
