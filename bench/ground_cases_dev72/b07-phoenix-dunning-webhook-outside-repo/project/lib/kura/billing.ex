defmodule Kura.Billing do
  @moduledoc "Subscription state mirrored from Stripe."
  import Ecto.Query
  alias Kura.Repo
  alias Kura.Billing.{Dunning, Invoice, Subscription}

  def mark_paid(stripe_invoice_id) do
    Invoice
    |> where(stripe_id: ^stripe_invoice_id)
    |> Repo.update_all(set: [status: "paid", paid_at: DateTime.utc_now()])
  end

  def payment_failed(stripe_invoice_id, attempt) do
    with %Invoice{} = invoice <- Repo.get_by(Invoice, stripe_id: stripe_invoice_id) do
      invoice
      |> Invoice.changeset(%{status: "past_due", attempt_count: attempt})
      |> Repo.update!()
      |> Dunning.enqueue_mail()
    end
  end

  def sync_subscription(%{id: id, status: status, items: %{data: [item | _]}}) do
    Subscription
    |> where(stripe_id: ^id)
    |> Repo.update_all(set: [status: status, seats: item.quantity])
  end

  def cancel(stripe_subscription_id) do
    Subscription
    |> where(stripe_id: ^stripe_subscription_id)
    |> Repo.update_all(set: [status: "canceled", canceled_at: DateTime.utc_now()])
  end
end
