defmodule Manjian.Checkout do
  alias Manjian.Checkout.{Discounts, Rule, Shipping}
  alias Manjian.{Coupons, Repo}

  def price(items, coupon_code \\ nil) do
    subtotal = Enum.reduce(items, 0, fn i, acc -> acc + i.unit_price * i.qty end)
    cart = %{subtotal: subtotal, discount: 0, shipping: Shipping.fee(subtotal)}
    cart = Discounts.apply(cart, Repo.all(Rule))
    cart = apply_coupon(cart, coupon_code)
    Map.put(cart, :total, cart.subtotal - cart.discount + cart.shipping)
  end

  defp apply_coupon(cart, nil), do: cart

  defp apply_coupon(cart, code) do
    with %{} = coupon <- Coupons.fetch(code),
         {:ok, off} <- Coupons.validate(coupon, cart.subtotal) do
      %{cart | discount: cart.discount + off}
    else
      _ -> cart
    end
  end
end
