# frozen_string_literal: true

require "rails_helper"

RSpec.describe "Stripe webhooks", type: :request do
  let(:secret) { Rails.configuration.stripe.webhook_secret }
  let(:payload) do
    {
      id: "evt_test_1",
      type: "charge.refunded",
      data: { object: { id: "ch_1", payment_intent: "pi_1", amount_refunded: 4200, created: 1_730_000_000 } }
    }.to_json
  end

  def signed_headers(body, secret)
    timestamp = Time.now.to_i
    signature = Stripe::Webhook::Signature.compute_signature(Time.at(timestamp), body, secret)
    { "Stripe-Signature" => "t=#{timestamp},v1=#{signature}", "CONTENT_TYPE" => "application/json" }
  end

  it "enqueues a job for a correctly signed event" do
    expect do
      post "/webhooks/stripe", params: payload, headers: signed_headers(payload, secret)
    end.to have_enqueued_job(StripeEventJob).with("evt_test_1", "charge.refunded", hash_including("id" => "ch_1"))
    expect(response).to have_http_status(:ok)
  end

  it "rejects a bad signature" do
    post "/webhooks/stripe", params: payload, headers: signed_headers(payload, "whsec_wrong")
    expect(response).to have_http_status(:bad_request)
  end

  it "accepts and ignores unhandled event types" do
    body = { id: "evt_2", type: "customer.created", data: { object: { id: "cus_1" } } }.to_json
    post "/webhooks/stripe", params: body, headers: signed_headers(body, secret)
    expect(response).to have_http_status(:ok)
  end
end
