defmodule KuraWeb.StripeWebhookController do
  use KuraWeb, :controller
  require Logger

  alias Kura.Billing

  def create(conn, _params) do
    raw = conn.assigns.raw_body
    signature = conn |> get_req_header("stripe-signature") |> List.first()
    secret = Application.fetch_env!(:kura, :stripe_webhook_secret)

    case Stripe.Webhook.construct_event(raw, signature, secret) do
      {:ok, %Stripe.Event{} = event} ->
        Logger.info("stripe webhook received type=#{event.type} id=#{event.id}")
        handle(event)
        send_resp(conn, 200, "ok")

      {:error, reason} ->
        Logger.warning("stripe webhook rejected: #{inspect(reason)}")
        send_resp(conn, 400, "invalid signature")
    end
  end

  defp handle(%{type: "invoice.paid", data: %{object: invoice}}), do: Billing.mark_paid(invoice.id)

  defp handle(%{type: "invoice.payment_failed", data: %{object: invoice}}),
    do: Billing.payment_failed(invoice.id, invoice.attempt_count)

  defp handle(%{type: "customer.subscription.updated", data: %{object: sub}}),
    do: Billing.sync_subscription(sub)

  defp handle(%{type: "customer.subscription.deleted", data: %{object: sub}}), do: Billing.cancel(sub.id)
  defp handle(%{type: type}), do: Logger.debug("ignored stripe event #{type}")
end
