defmodule Manjian.Checkout.Shipping do
  @free_shipping_threshold 9900
  @flat_fee 800

  def fee(subtotal) when subtotal >= @free_shipping_threshold, do: 0
  def fee(_subtotal), do: @flat_fee
end
