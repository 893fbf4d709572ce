defmodule ErpSync.Shipments do
  @moduledoc "Upserts ERP shipments into the `erp_shipments` table."

  alias ErpSync.Repo

  @fields [:erp_id, :order_erp_id, :carrier, :tracking_no, :shipped_on, :shipping_fee, :synced_at]

  def upsert_shipments(raw_shipments) when is_list(raw_shipments) do
    now = DateTime.utc_now() |> DateTime.truncate(:second)
    rows = Enum.map(raw_shipments, &to_row(&1, now))

    {count, _} =
      Repo.insert_all("erp_shipments", rows,
        on_conflict: {:replace, @fields -- [:erp_id]},
        conflict_target: [:erp_id]
      )

    {:ok, count}
  end

  defp to_row(raw, now) do
    %{
      erp_id: raw["id"],
      order_erp_id: raw["order_id"],
      carrier: raw["carrier"],
      tracking_no: raw["tracking_no"],
      shipped_on: raw["shipped_on"] && Date.from_iso8601!(raw["shipped_on"]),
      shipping_fee: String.to_float(raw["shipping_fee"]),
      synced_at: now
    }
  end
end
