require "rails_helper"

RSpec.describe "Stripe webhooks", type: :request do
  let(:secret) { "whsec_test_secret" }
  let(:order) { create(:order) }
  let(:payload) do
    {
      id: "evt_test_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { object: "checkout.session", client_reference_id: order.id } }
    }.to_json
  end

  before { Rails.configuration.x.stripe.webhook_secret = secret }

  def signature_for(body, at: Time.now.to_i, key: secret)
    sig = Stripe::Webhook::Signature.compute_signature(Time.at(at), body, key)
    "t=#{at},v1=#{sig}"
  end

  it "enqueues fulfillment for a signed event" do
    expect {
      post "/webhooks/stripe", params: payload, headers: { "Stripe-Signature" => signature_for(payload) }
    }.to have_enqueued_job(FulfillOrderJob).with(order.id, "evt_test_1")
    expect(response).to have_http_status(:ok)
  end

  it "rejects a wrong signature" do
    post "/webhooks/stripe", params: payload,
                             headers: { "Stripe-Signature" => signature_for(payload, key: "whsec_other") }
    expect(response).to have_http_status(:bad_request)
  end

  it "rejects an old timestamp" do
    post "/webhooks/stripe", params: payload,
                             headers: { "Stripe-Signature" => signature_for(payload, at: 10.minutes.ago.to_i) }
    expect(response).to have_http_status(:bad_request)
  end
end
