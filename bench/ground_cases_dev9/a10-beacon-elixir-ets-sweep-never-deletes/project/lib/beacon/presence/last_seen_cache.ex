defmodule Beacon.Presence.LastSeenCache do
  @moduledoc """
  When each device last sent a heartbeat. Entries older than the TTL are swept
  periodically, so ids of uninstalled or reset devices don't stay in memory forever.
  """
  use GenServer

  @table :device_last_seen
  @ttl_ms :timer.hours(6)
  @sweep_every :timer.minutes(5)
  @online_window_ms :timer.minutes(2)

  def start_link(opts), do: GenServer.start_link(__MODULE__, opts, name: __MODULE__)

  @doc "Record a heartbeat for `device_id`."
  def touch(device_id) do
    :ets.insert(@table, {device_id, System.system_time(:millisecond)})
    :ok
  end

  def last_seen_at(device_id) do
    case :ets.lookup(@table, device_id) do
      [{^device_id, ms}] -> DateTime.from_unix!(ms, :millisecond)
      [] -> nil
    end
  end

  def online?(device_id) do
    case :ets.lookup(@table, device_id) do
      [{^device_id, ms}] -> System.system_time(:millisecond) - ms < @online_window_ms
      [] -> false
    end
  end

  @impl true
  def init(_opts) do
    :ets.new(@table, [:named_table, :public, :set, read_concurrency: true, write_concurrency: true])
    schedule_sweep()
    {:ok, %{}}
  end

  @impl true
  def handle_info(:sweep, state) do
    cutoff = System.system_time(:second) - div(@ttl_ms, 1000)
    deleted = :ets.select_delete(@table, [{{:_, :"$1"}, [{:<, :"$1", cutoff}], [true]}])
    :telemetry.execute([:beacon, :last_seen, :sweep], %{deleted: deleted})
    schedule_sweep()
    {:noreply, state}
  end

  defp schedule_sweep, do: Process.send_after(self(), :sweep, @sweep_every)
end
