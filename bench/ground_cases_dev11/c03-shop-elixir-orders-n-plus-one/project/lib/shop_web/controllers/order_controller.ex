defmodule ShopWeb.OrderController do
  use ShopWeb, :controller

  alias Shop.Orders

  action_fallback ShopWeb.FallbackController

  def index(conn, _params) do
    orders = Orders.list_orders_for_user(conn.assigns.current_user.id)
    render(conn, :index, orders: orders)
  end

  def show(conn, %{"id" => id}) do
    order = Orders.get_order!(conn.assigns.current_user.id, id)
    render(conn, :show, order: order)
  end

  def cancel(conn, %{"id" => id}) do
    order = Orders.get_order!(conn.assigns.current_user.id, id)

    with {:ok, order} <- Orders.cancel_order(order) do
      render(conn, :show, order: order)
    end
  end
end
