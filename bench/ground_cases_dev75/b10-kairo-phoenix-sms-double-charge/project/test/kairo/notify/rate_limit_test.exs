defmodule Kairo.Notify.RateLimitTest do
  use ExUnit.Case, async: false

  alias Kairo.Notify.RateLimit

  setup do
    if :ets.whereis(:kairo_rate_limit) == :undefined, do: RateLimit.init()
    :ets.delete_all_objects(:kairo_rate_limit)
    :ok
  end

  test "allows up to the limit in one window" do
    assert Enum.map(1..4, fn _ -> RateLimit.allow?(:k, 3, 60_000) end) == [true, true, true, false]
  end

  test "keys are independent" do
    assert RateLimit.allow?(:a, 1, 60_000)
    assert RateLimit.allow?(:b, 1, 60_000)
    refute RateLimit.allow?(:a, 1, 60_000)
  end
end
