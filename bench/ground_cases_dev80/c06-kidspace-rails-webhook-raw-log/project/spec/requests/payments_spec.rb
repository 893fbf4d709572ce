require "rails_helper"

RSpec.describe "Payments", type: :request do
  let(:user) { create(:user) }
  let(:enrollment) { create(:enrollment, user: user, price_cents: 129_900) }
  let(:headers) { { "Authorization" => "Bearer #{user.api_token}" } }

  it "requires a token" do
    post "/payments", params: { enrollment_id: enrollment.id }
    expect(response).to have_http_status(:unauthorized)
  end

  it "marks the enrollment paid" do
    allow(Stripe::PaymentIntent).to receive(:create).and_return(double(id: "pi_9"))
    post "/payments", params: { enrollment_id: enrollment.id, payment: { card_number: "4242424242424242", cvc: "123" } },
                      headers: headers
    expect(enrollment.reload.status).to eq("paid")
  end
end
