defmodule ErpSync.OrdersTest do
  use ErpSync.DataCase, async: true

  alias ErpSync.Orders

  defp raw(attrs \\ %{}) do
    Map.merge(
      %{
        "id" => "ERP-1001",
        "order_no" => "SO-2025-0001",
        "customer_code" => "C001",
        "ordered_on" => "2025-11-10",
        "total_amount" => "12000.00",
        "tax_amount" => "1200.00",
        "status" => "confirmed"
      },
      attrs
    )
  end

  test "inserts new orders" do
    assert {:ok, 1} = Orders.upsert_orders([raw()])
  end

  test "stores amounts as exact decimals" do
    {:ok, 1} = Orders.upsert_orders([raw(%{"total_amount" => "12000.50", "tax_amount" => " 1200.05 "})])

    assert [%{total: total, tax: tax}] =
             Repo.all(from o in "erp_orders", select: %{total: o.total_amount, tax: o.tax_amount})

    assert Decimal.equal?(total, Decimal.new("12000.50"))
    assert Decimal.equal?(tax, Decimal.new("1200.05"))
  end

  test "re-running updates instead of duplicating" do
    {:ok, 1} = Orders.upsert_orders([raw()])
    {:ok, 1} = Orders.upsert_orders([raw(%{"status" => "shipped"})])

    assert [%{status: "shipped"}] =
             Repo.all(from o in "erp_orders", select: %{status: o.status})
  end
end
