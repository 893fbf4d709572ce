defmodule Beacon.Presence.LastSeenCacheTest do
  use ExUnit.Case, async: false

  alias Beacon.Presence.LastSeenCache

  test "touch makes a device online" do
    LastSeenCache.touch("dev-1")
    assert LastSeenCache.online?("dev-1")
    assert %DateTime{} = LastSeenCache.last_seen_at("dev-1")
  end

  test "unknown device is offline" do
    refute LastSeenCache.online?("nope")
    assert LastSeenCache.last_seen_at("nope") == nil
  end
end
