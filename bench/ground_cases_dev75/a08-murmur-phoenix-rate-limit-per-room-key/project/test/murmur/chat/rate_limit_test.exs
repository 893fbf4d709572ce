defmodule Murmur.Chat.RateLimitTest do
  use ExUnit.Case, async: false

  alias Murmur.Chat.RateLimit

  setup do
    Hammer.delete_buckets("chat:1:7")
    :ok
  end

  test "allows up to the limit, then denies" do
    user = %{id: 7, role: :member}
    room = %{id: 1}
    for _ <- 1..20, do: assert(:ok = RateLimit.check(user, room))
    assert {:error, :rate_limited} = RateLimit.check(user, room)
  end

  test "moderators are exempt" do
    mod = %{id: 8, role: :moderator}
    for _ <- 1..50, do: assert(:ok = RateLimit.check(mod, %{id: 1}))
  end
end
