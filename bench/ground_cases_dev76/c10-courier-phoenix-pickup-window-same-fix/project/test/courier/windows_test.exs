defmodule Courier.WindowsTest do
  use ExUnit.Case, async: true

  alias Courier.{Depots, Windows}

  test "delivery window is floored to the half hour in Shanghai" do
    eta = ~U[2025-11-12 06:10:00Z]
    assert Windows.delivery_window(eta, Depots.get!("SHA1")) == "14:00-16:00"
  end

  test "pickup window is rounded up to the half hour" do
    ready = ~U[2025-11-12 02:05:00Z]
    assert Windows.pickup_window(ready, Depots.get!("SHA1")) == "10:30-11:30"
  end

  test "delivery window is clamped to opening hours" do
    eta = ~U[2025-11-11 22:40:00Z]
    assert Windows.delivery_window(eta, Depots.get!("SHA1")) == "08:00-10:00"
  end
end
