defmodule Till.Sales do
  @moduledoc "Recording sales and the live numbers shown on the store dashboard."
  import Ecto.Query

  alias Till.Repo
  alias Till.Sales.Sale
  alias Till.Stores.Store

  def record_sale(attrs) do
    %Sale{}
    |> Sale.changeset(attrs)
    |> Repo.insert()
  end

  @doc "Start and end (UTC, naive) of the current business day of `store`."
  def today_range(%Store{} = _store) do
    today = Date.utc_today()
    start = NaiveDateTime.new!(today, ~T[00:00:00])
    {start, NaiveDateTime.add(start, 1, :day)}
  end

  def today_totals(%Store{} = store) do
    {from, to} = today_range(store)

    Sale
    |> where([s], s.store_id == ^store.id and not s.refunded)
    |> where([s], s.inserted_at >= ^from and s.inserted_at < ^to)
    |> select([s], %{count: count(s.id), total_cents: coalesce(sum(s.amount_cents), 0)})
    |> Repo.one()
  end

  def refund(%Sale{} = sale) do
    sale
    |> Ecto.Changeset.change(refunded: true)
    |> Repo.update()
  end
end
