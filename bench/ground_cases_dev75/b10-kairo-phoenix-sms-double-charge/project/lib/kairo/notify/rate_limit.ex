defmodule Kairo.Notify.RateLimit do
  @moduledoc """
  Fixed-window counters in ETS, per node. Good enough for SMS abuse limits;
  the window resets at multiples of `window_ms`.
  """

  @table :kairo_rate_limit

  def init do
    :ets.new(@table, [:named_table, :public, :set, write_concurrency: true])
  end

  @doc "Counts one hit for `key`; false once `limit` hits happened in the current window."
  def allow?(key, limit, window_ms) do
    bucket = div(System.system_time(:millisecond), window_ms)
    count = :ets.update_counter(@table, {key, bucket}, {2, 1}, {{key, bucket}, 0})
    count <= limit
  end

  @doc "Drops counters of windows that are over (called every few minutes)."
  def sweep(window_ms) do
    current = div(System.system_time(:millisecond), window_ms)
    :ets.select_delete(@table, [{{{:_, :"$1"}, :_}, [{:<, :"$1", current}], [true]}])
  end
end
