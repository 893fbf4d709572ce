defmodule Manjian.Checkout.DiscountsTest do
  use ExUnit.Case, async: true

  alias Manjian.Checkout.{Discounts, Rule}

  test "threshold promotion applies above the threshold" do
    cart = Discounts.apply(%{subtotal: 6000, discount: 0}, [%Rule{threshold: 5000, off: 500}])
    assert cart.discount == 500
  end

  test "inactive rules are skipped" do
    cart = Discounts.apply(%{subtotal: 6000, discount: 0}, [%Rule{threshold: 5000, off: 500, active: false}])
    assert cart.discount == 0
  end
end
