defmodule Beacon.RateLimiter do
  @moduledoc """
  Fixed-window limit on heartbeats per device, to protect us from firmware that
  gets stuck in a reconnect loop.
  """
  use GenServer

  @table :heartbeat_rate
  @window_ms :timer.seconds(10)
  @max_per_window 20
  @prune_every :timer.minutes(1)

  def start_link(opts), do: GenServer.start_link(__MODULE__, opts, name: __MODULE__)

  @doc "Returns :ok, or {:error, :rate_limited} when the device is over the limit."
  def hit(device_id) do
    window = div(System.system_time(:millisecond), @window_ms)
    key = {device_id, window}
    count = :ets.update_counter(@table, key, {2, 1}, {key, 0, System.system_time(:millisecond)})
    if count > @max_per_window, do: {:error, :rate_limited}, else: :ok
  end

  @impl true
  def init(_opts) do
    :ets.new(@table, [:named_table, :public, :set, write_concurrency: true])
    schedule_prune()
    {:ok, %{}}
  end

  @impl true
  def handle_info(:prune, state) do
    cutoff = System.system_time(:millisecond) - 2 * @window_ms
    :ets.select_delete(@table, [{{:_, :_, :"$1"}, [{:<, :"$1", cutoff}], [true]}])
    schedule_prune()
    {:noreply, state}
  end

  defp schedule_prune, do: Process.send_after(self(), :prune, @prune_every)
end
