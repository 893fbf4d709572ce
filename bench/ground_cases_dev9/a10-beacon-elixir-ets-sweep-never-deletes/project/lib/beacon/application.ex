defmodule Beacon.Application do
  @moduledoc false
  use Application

  @impl true
  def start(_type, _args) do
    children = [
      Beacon.Telemetry,
      Beacon.Presence.LastSeenCache,
      Beacon.RateLimiter,
      BeaconWeb.Endpoint
    ]

    Supervisor.start_link(children, strategy: :one_for_one, name: Beacon.Supervisor)
  end
end
