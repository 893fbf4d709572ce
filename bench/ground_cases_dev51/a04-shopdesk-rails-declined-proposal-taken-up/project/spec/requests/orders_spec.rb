require "rails_helper"

RSpec.describe "Orders", type: :request do
  let(:account) { create(:account) }
  let(:user) { create(:user, account: account) }
  let(:headers) { { "Authorization" => "Bearer #{create(:api_session, user: user).token}" } }

  describe "GET /orders" do
    it "lists the account's orders newest first" do
      older = create(:order, account: account, created_at: 2.days.ago)
      newer = create(:order, account: account, created_at: 1.hour.ago)
      create(:order)

      get "/orders", headers: headers

      expect(response).to have_http_status(:ok)
      expect(response.parsed_body["orders"].map { |o| o["id"] }).to eq([newer.id, older.id])
    end

    it "filters by status" do
      paid = create(:order, account: account, status: "paid")
      create(:order, account: account, status: "open")

      get "/orders", params: { status: "paid" }, headers: headers

      expect(response.parsed_body["orders"].map { |o| o["id"] }).to eq([paid.id])
    end

    it "ignores an unknown status" do
      create_list(:order, 2, account: account)

      get "/orders", params: { status: "lost" }, headers: headers

      expect(response.parsed_body["orders"].size).to eq(2)
    end
  end

  describe "POST /orders/:id/cancel" do
    it "refuses shipped orders" do
      order = create(:order, account: account, status: "shipped")

      post "/orders/#{order.id}/cancel", headers: headers

      expect(response).to have_http_status(:conflict)
    end
  end
end
