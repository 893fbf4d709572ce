defmodule Beacon.Telemetry do
  @moduledoc false
  use Supervisor
  import Telemetry.Metrics

  def start_link(arg), do: Supervisor.start_link(__MODULE__, arg, name: __MODULE__)

  @impl true
  def init(_arg) do
    children = [
      {:telemetry_poller, measurements: periodic_measurements(), period: :timer.seconds(30)}
    ]

    Supervisor.init(children, strategy: :one_for_one)
  end

  def metrics do
    [
      last_value("vm.memory.total", unit: {:byte, :megabyte}),
      last_value("vm.total_run_queue_lengths.total"),
      last_value("beacon.last_seen.size.count"),
      sum("beacon.last_seen.sweep.deleted"),
      counter("phoenix.endpoint.stop.duration")
    ]
  end

  defp periodic_measurements do
    [
      {__MODULE__, :last_seen_size, []}
    ]
  end

  def last_seen_size do
    :telemetry.execute([:beacon, :last_seen, :size], %{count: :ets.info(:device_last_seen, :size)})
  end
end
