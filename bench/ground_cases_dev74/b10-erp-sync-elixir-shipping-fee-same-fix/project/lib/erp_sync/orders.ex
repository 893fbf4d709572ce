defmodule ErpSync.Orders do
  @moduledoc "Upserts ERP orders into the `erp_orders` table."

  alias ErpSync.Repo

  @fields [:erp_id, :order_no, :customer_code, :ordered_on, :total_amount, :tax_amount, :status, :synced_at]

  def upsert_orders(raw_orders) when is_list(raw_orders) do
    now = DateTime.utc_now() |> DateTime.truncate(:second)
    rows = Enum.map(raw_orders, &to_row(&1, now))

    {count, _} =
      Repo.insert_all("erp_orders", rows,
        on_conflict: {:replace, @fields -- [:erp_id]},
        conflict_target: [:erp_id]
      )

    {:ok, count}
  end

  defp to_row(raw, now) do
    %{
      erp_id: raw["id"],
      order_no: raw["order_no"],
      customer_code: raw["customer_code"],
      ordered_on: Date.from_iso8601!(raw["ordered_on"]),
      total_amount: to_decimal(raw["total_amount"]),
      tax_amount: to_decimal(raw["tax_amount"]),
      status: raw["status"],
      synced_at: now
    }
  end

  defp to_decimal(nil), do: Decimal.new(0)
  defp to_decimal(value) when is_binary(value), do: value |> String.trim() |> Decimal.new()
  defp to_decimal(value) when is_integer(value), do: Decimal.new(value)
end
