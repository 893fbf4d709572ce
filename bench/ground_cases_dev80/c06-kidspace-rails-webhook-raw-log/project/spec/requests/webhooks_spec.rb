require "rails_helper"

RSpec.describe "Stripe webhooks", type: :request do
  let(:enrollment) { create(:enrollment, payment_intent_id: "pi_123", status: "paid") }

  def post_event(type, object_id)
    payload = { id: "evt_1", type: type, data: { object: { id: object_id } } }.to_json
    allow(Stripe::Webhook).to receive(:construct_event).and_return(Stripe::Event.construct_from(JSON.parse(payload)))
    post "/webhooks/stripe", params: payload, headers: { "Stripe-Signature" => "t=1,v1=x" }
  end

  it "confirms the enrollment on payment_intent.succeeded" do
    post_event("payment_intent.succeeded", enrollment.payment_intent_id)
    expect(response).to have_http_status(:ok)
    expect(enrollment.reload.status).to eq("confirmed")
  end

  it "marks the enrollment failed on payment_intent.payment_failed" do
    post_event("payment_intent.payment_failed", enrollment.payment_intent_id)
    expect(enrollment.reload.status).to eq("failed")
  end

  it "rejects a bad signature" do
    allow(Stripe::Webhook).to receive(:construct_event).and_raise(Stripe::SignatureVerificationError.new("bad", "sig"))
    post "/webhooks/stripe", params: "{}", headers: { "Stripe-Signature" => "nope" }
    expect(response).to have_http_status(:bad_request)
  end
end
