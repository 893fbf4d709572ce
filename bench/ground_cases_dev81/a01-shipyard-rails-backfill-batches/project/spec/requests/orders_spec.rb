require "rails_helper"

RSpec.describe "Orders" do
  let(:account) { Account.create!(name: "Acme Tools", default_currency: "EUR") }

  it "lists the newest orders first" do
    old = account.orders.create!(created_at: 2.days.ago)
    new = account.orders.create!
    get "/accounts/#{account.id}/orders"
    ids = response.parsed_body.map { |o| o["id"] }
    expect(ids).to eq([new.id, old.id])
  end

  it "creates an order and cancels it" do
    post "/accounts/#{account.id}/orders", params: { order: { status: "pending" } }
    expect(response).to have_http_status(:created)
    expect(response.parsed_body["number"]).to start_with("ACM-")
    id = response.parsed_body["id"]
    post "/accounts/#{account.id}/orders/#{id}/cancel"
    expect(response.parsed_body["status"]).to eq("cancelled")
  end

  it "returns conflict when cancelling a shipped order" do
    shipped = account.orders.create!(status: "shipped")
    post "/accounts/#{account.id}/orders/#{shipped.id}/cancel"
    expect(response).to have_http_status(:conflict)
    expect(response.parsed_body["error"]).to eq("already shipped")
    expect(shipped.reload.status).to eq("shipped")
  end
end
