defmodule Parley.Chat.RateLimiter do
  @moduledoc "Per-user message rate limit, a fixed window kept in ETS."
  use GenServer

  @table :parley_rate_limiter

  def start_link(_opts), do: GenServer.start_link(__MODULE__, nil, name: __MODULE__)

  @impl true
  def init(nil) do
    :ets.new(@table, [:named_table, :public, :set, write_concurrency: true])
    {:ok, nil}
  end

  @doc "Returns :ok or {:error, :rate_limited, retry_after_ms}."
  def check(user_id) do
    conf = Application.fetch_env!(:parley, __MODULE__)
    window = Keyword.fetch!(conf, :window_ms)
    max = Keyword.fetch!(conf, :max_messages)
    now = System.monotonic_time(:millisecond)
    bucket = div(now, window)

    count = :ets.update_counter(@table, {user_id, bucket}, {2, 1}, {{user_id, bucket}, 0})

    if count <= max do
      :ok
    else
      {:error, :rate_limited, window - rem(now, window)}
    end
  end
end
