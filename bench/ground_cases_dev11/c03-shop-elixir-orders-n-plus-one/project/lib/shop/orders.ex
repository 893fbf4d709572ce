defmodule Shop.Orders do
  @moduledoc "Orders and their line items."

  import Ecto.Query, warn: false

  alias Shop.Repo
  alias Shop.Orders.{Order, OrderItem}

  @doc "All orders of a user, newest first, with their items and each item's product."
  def list_orders_for_user(user_id) do
    Order
    |> where([o], o.user_id == ^user_id)
    |> order_by([o], desc: o.inserted_at)
    |> Repo.all()
    |> Enum.map(fn order ->
      items = Repo.all(from i in OrderItem, where: i.order_id == ^order.id, preload: [:product])
      %{order | items: items}
    end)
  end

  def get_order!(user_id, id) do
    Order
    |> where([o], o.user_id == ^user_id and o.id == ^id)
    |> preload(items: :product)
    |> Repo.one!()
  end

  @doc "Turns cart lines (`%{product: %Product{}, quantity: n}`) into a pending order."
  def create_order(user_id, cart_lines) do
    Repo.transaction(fn ->
      total =
        Enum.reduce(cart_lines, Decimal.new(0), fn %{product: p, quantity: q}, acc ->
          Decimal.add(acc, Decimal.mult(p.price, q))
        end)

      order = Repo.insert!(%Order{user_id: user_id, status: "pending", total: total})

      items =
        Enum.map(cart_lines, fn %{product: p, quantity: q} ->
          Repo.insert!(%OrderItem{order_id: order.id, product_id: p.id, quantity: q, unit_price: p.price})
        end)

      %{order | items: items}
    end)
  end

  def cancel_order(%Order{status: "pending"} = order) do
    order
    |> Order.changeset(%{status: "cancelled"})
    |> Repo.update()
  end

  def cancel_order(%Order{}), do: {:error, :not_cancellable}
end
