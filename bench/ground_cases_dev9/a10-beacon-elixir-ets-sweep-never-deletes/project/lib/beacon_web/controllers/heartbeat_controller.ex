defmodule BeaconWeb.HeartbeatController do
  use BeaconWeb, :controller

  alias Beacon.Presence.LastSeenCache
  alias Beacon.RateLimiter

  def create(conn, _params) do
    device_id = conn.assigns.device_id

    case RateLimiter.hit(device_id) do
      :ok ->
        LastSeenCache.touch(device_id)
        send_resp(conn, 204, "")

      {:error, :rate_limited} ->
        conn |> put_resp_header("retry-after", "10") |> send_resp(429, "")
    end
  end
end
