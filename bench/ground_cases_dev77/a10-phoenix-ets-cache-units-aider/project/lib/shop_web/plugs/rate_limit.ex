defmodule ShopWeb.Plugs.RateLimit do
  @moduledoc "Fixed-window rate limit per client IP, counters in ETS."
  import Plug.Conn

  @table :shop_rate_limit

  def init(opts) do
    if :ets.whereis(@table) == :undefined do
      :ets.new(@table, [:named_table, :public, :set, write_concurrency: true])
    end

    Keyword.merge([limit: 30, window_ms: 60_000], opts)
  end

  def call(conn, opts) do
    window = div(System.system_time(:millisecond), opts[:window_ms])
    key = {conn.remote_ip, window}
    count = :ets.update_counter(@table, key, {2, 1}, {key, 0})

    if count > opts[:limit] do
      conn
      |> put_resp_header("retry-after", Integer.to_string(div(opts[:window_ms], 1000)))
      |> send_resp(429, "too many requests")
      |> halt()
    else
      conn
    end
  end
end
