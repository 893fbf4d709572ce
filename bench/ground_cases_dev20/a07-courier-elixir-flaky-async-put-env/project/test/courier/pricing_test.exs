defmodule Courier.PricingTest do
  use ExUnit.Case, async: true

  alias Courier.Pricing

  describe "quote_cents/1" do
    test "base price plus distance" do
      assert {:ok, 1200} = Pricing.quote_cents(%{distance_km: 14})
    end

    test "express doubles the price" do
      assert {:ok, 2400} = Pricing.quote_cents(%{distance_km: 14, express: true})
    end

    test "refuses long distances" do
      assert {:error, :too_far} = Pricing.quote_cents(%{distance_km: 120})
    end
  end

  describe "surcharge" do
    setup do
      Application.put_env(:courier, :surcharge_pct, 10)
      on_exit(fn -> Application.delete_env(:courier, :surcharge_pct) end)
    end

    test "is applied on top of the quote" do
      assert {:ok, 1320} = Pricing.quote_cents(%{distance_km: 14})
    end

    test "rounds down to whole cents" do
      assert Pricing.apply_surcharge(999) == 1098
    end
  end

  test "format/1" do
    assert Pricing.format(1320) == "13.20 EUR"
    assert Pricing.format(1005) == "10.05 EUR"
  end
end
