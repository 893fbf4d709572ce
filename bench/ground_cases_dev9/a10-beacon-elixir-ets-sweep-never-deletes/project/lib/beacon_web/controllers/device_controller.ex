defmodule BeaconWeb.DeviceController do
  use BeaconWeb, :controller

  alias Beacon.Presence.LastSeenCache

  def status(conn, %{"id" => id}) do
    json(conn, %{
      id: id,
      online: LastSeenCache.online?(id),
      last_seen_at: LastSeenCache.last_seen_at(id)
    })
  end
end
