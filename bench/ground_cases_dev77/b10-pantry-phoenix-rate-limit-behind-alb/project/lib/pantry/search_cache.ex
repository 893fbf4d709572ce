defmodule Pantry.SearchCache do
  @moduledoc """
  検索結果の TTL 付きキャッシュ（ETS）。
  読み込みはプロセスを通さずに ETS を直接読む。
  """
  use GenServer

  @table :pantry_search_cache

  def start_link(opts), do: GenServer.start_link(__MODULE__, opts, name: __MODULE__)

  def fetch(key, fun) do
    now = System.monotonic_time(:millisecond)

    case :ets.lookup(@table, key) do
      [{^key, value, expires_at}] when expires_at > now ->
        value

      _ ->
        value = fun.()
        :ets.insert(@table, {key, value, now + ttl()})
        value
    end
  end

  def clear, do: :ets.delete_all_objects(@table)

  defp ttl do
    Application.get_env(:pantry, __MODULE__, [])
    |> Keyword.get(:ttl_ms, :timer.minutes(5))
  end

  @impl true
  def init(opts) do
    :ets.new(@table, [:named_table, :public, :set, read_concurrency: true])
    interval = Keyword.get(opts, :sweep_interval_ms, :timer.minutes(1))
    schedule_sweep(interval)
    {:ok, %{interval: interval}}
  end

  @impl true
  def handle_info(:sweep, %{interval: interval} = state) do
    sweep()
    schedule_sweep(interval)
    {:noreply, state}
  end

  @doc "期限切れのエントリを消して、消した件数を返す。"
  def sweep do
    now = System.monotonic_time(:millisecond)
    :ets.select_delete(@table, [{{:_, :_, :"$1"}, [{:"=<", :"$1", now}], [true]}])
  end

  defp schedule_sweep(interval), do: Process.send_after(self(), :sweep, interval)
end
