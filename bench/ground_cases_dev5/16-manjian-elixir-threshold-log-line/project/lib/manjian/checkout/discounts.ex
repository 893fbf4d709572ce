defmodule Manjian.Checkout.Discounts do
  @moduledoc "Automatic threshold promotions (满减): spend at least `threshold` cents, get `off` cents off."
  require Logger

  alias Manjian.Checkout.Rule

  def apply(%{subtotal: subtotal} = cart, rules) do
    Enum.reduce(rules, cart, fn rule, acc -> apply_rule(acc, rule, subtotal) end)
  end

  defp apply_rule(cart, %Rule{active: false}, _subtotal), do: cart

  defp apply_rule(cart, %Rule{} = rule, subtotal) do
    if subtotal > rule.threshold do
      %{cart | discount: cart.discount + rule.off}
    else
      Logger.warning("Discount rejected: minimum not met (subtotal=#{subtotal}, minimum=#{rule.threshold})")
      cart
    end
  end
end
