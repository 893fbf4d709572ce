defmodule Pantry.SearchCacheTest do
  use ExUnit.Case, async: false

  alias Pantry.SearchCache

  setup do
    SearchCache.clear()
    :ok
  end

  test "fetch caches the value" do
    assert SearchCache.fetch(:k, fn -> 1 end) == 1
    assert SearchCache.fetch(:k, fn -> 2 end) == 1
  end

  test "expired entries are recomputed" do
    Application.put_env(:pantry, SearchCache, ttl_ms: 0)
    on_exit(fn -> Application.put_env(:pantry, SearchCache, ttl_ms: :timer.minutes(5)) end)

    assert SearchCache.fetch(:k, fn -> 1 end) == 1
    assert SearchCache.fetch(:k, fn -> 2 end) == 2
  end
end
