defmodule Shop.Cache do
  @moduledoc "Tiny ETS cache with a TTL per entry."
  use GenServer

  @table :shop_cache

  def start_link(_opts), do: GenServer.start_link(__MODULE__, nil, name: __MODULE__)

  @impl true
  def init(nil) do
    :ets.new(@table, [:named_table, :public, :set, read_concurrency: true])
    {:ok, nil}
  end

  @doc "Returns the cached value for `key`, or computes it with `fun` and keeps it for `ttl_ms`."
  def fetch(key, ttl_ms, fun) do
    now = System.system_time(:second)

    case :ets.lookup(@table, key) do
      [{^key, value, expires_at}] when expires_at > now ->
        value

      _ ->
        value = fun.()
        :ets.insert(@table, {key, value, now + ttl_ms})
        value
    end
  end

  def delete(key), do: :ets.delete(@table, key)
end
