defmodule ManjianWeb.CheckoutController do
  use Phoenix.Controller, formats: [:json]

  alias Manjian.Checkout

  def price(conn, %{"items" => items} = params) do
    items = Enum.map(items, fn i -> %{unit_price: i["unit_price"], qty: i["qty"]} end)
    json(conn, Checkout.price(items, params["coupon"]))
  end

  def health(conn, _params) do
    send_resp(conn, 200, "ok")
  end
end
