defmodule ErpSync.Workers.OrderSyncWorker do
  @moduledoc "Nightly: pull every order the ERP changed in the last 26 hours."
  use Oban.Worker,
    queue: :erp,
    max_attempts: 5,
    unique: [period: 3600, states: [:available, :scheduled, :executing, :retryable]]

  require Logger

  alias ErpSync.{ErpClient, Orders}

  @window_hours 26

  @impl Oban.Worker
  def perform(%Oban.Job{}) do
    since = DateTime.add(DateTime.utc_now(), -@window_hours * 3600, :second)
    sync_pages(since, 1, 0)
  end

  defp sync_pages(since, page, total) do
    case ErpClient.list_orders(since, page) do
      {:ok, data, more} ->
        {:ok, n} = Orders.upsert_orders(data)
        if more, do: sync_pages(since, page + 1, total + n), else: done(total + n)

      {:error, reason} ->
        Logger.error("order sync failed on page #{page}: #{inspect(reason)}")
        {:error, reason}
    end
  end

  defp done(total) do
    Logger.info("order sync finished: #{total} orders")
    :ok
  end
end
