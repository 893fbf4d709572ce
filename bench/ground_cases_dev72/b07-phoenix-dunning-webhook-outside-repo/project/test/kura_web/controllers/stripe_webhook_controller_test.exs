defmodule KuraWeb.StripeWebhookControllerTest do
  use KuraWeb.ConnCase, async: true
  use Oban.Testing, repo: Kura.Repo

  import Kura.BillingFixtures

  test "payment_failed marks the invoice past_due and enqueues a mail", %{conn: conn} do
    invoice = invoice_fixture(stripe_id: "in_123")
    conn = post_signed_event(conn, "invoice.payment_failed", %{id: "in_123", attempt_count: 1})

    assert response(conn, 200) == "ok"
    assert Kura.Repo.reload!(invoice).status == "past_due"
    assert_enqueued worker: Kura.Workers.DunningMailWorker, args: %{template: "payment_failed_first"}
  end

  test "rejects a bad signature", %{conn: conn} do
    conn =
      conn
      |> put_req_header("stripe-signature", "t=1,v1=bad")
      |> post(~p"/webhooks/stripe", "{}")

    assert response(conn, 400) == "invalid signature"
  end
end
