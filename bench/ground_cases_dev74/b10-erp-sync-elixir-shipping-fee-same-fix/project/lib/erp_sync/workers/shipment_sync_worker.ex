defmodule ErpSync.Workers.ShipmentSyncWorker do
  @moduledoc "Nightly: pull shipments changed in the last 26 hours."
  use Oban.Worker, queue: :erp, max_attempts: 5

  require Logger

  alias ErpSync.{ErpClient, Shipments}

  @impl Oban.Worker
  def perform(%Oban.Job{}) do
    since = DateTime.add(DateTime.utc_now(), -26 * 3600, :second)
    sync_pages(since, 1, 0)
  end

  defp sync_pages(since, page, total) do
    case ErpClient.list_shipments(since, page) do
      {:ok, data, more} ->
        {:ok, n} = Shipments.upsert_shipments(data)
        if more, do: sync_pages(since, page + 1, total + n), else: {:ok, total + n}

      {:error, reason} ->
        Logger.error("shipment sync failed on page #{page}: #{inspect(reason)}")
        {:error, reason}
    end
  end
end
