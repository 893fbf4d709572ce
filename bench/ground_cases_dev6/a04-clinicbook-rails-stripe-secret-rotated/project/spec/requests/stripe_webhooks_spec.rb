require "rails_helper"

RSpec.describe "Stripe webhooks", type: :request do
  let(:secret) { Rails.application.config.x.stripe.webhook_secret }
  let(:payload) do
    { id: "evt_test_1", object: "event", type: "checkout.session.completed",
      data: { object: { id: "cs_test_1", object: "checkout.session", payment_intent: "pi_1" } } }.to_json
  end

  def signed_header(body, secret, time: Time.now)
    signature = Stripe::Webhook::Signature.compute_signature(time, body, secret)
    Stripe::Webhook::Signature.generate_header(time, signature)
  end

  it "accepts a correctly signed event" do
    post "/webhooks/stripe", params: payload,
                             headers: { "Stripe-Signature" => signed_header(payload, secret), "CONTENT_TYPE" => "application/json" }
    expect(response).to have_http_status(:ok)
  end

  it "rejects an event signed with another secret" do
    post "/webhooks/stripe", params: payload,
                             headers: { "Stripe-Signature" => signed_header(payload, "whsec_other"), "CONTENT_TYPE" => "application/json" }
    expect(response).to have_http_status(:bad_request)
  end
end
