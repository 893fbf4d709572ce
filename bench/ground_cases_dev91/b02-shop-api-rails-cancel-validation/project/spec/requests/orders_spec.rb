require "rails_helper"

RSpec.describe "Orders", type: :request do
  let(:customer) { create(:customer) }

  describe "GET /orders" do
    it "lists the customer's orders" do
      create_list(:order, 3, customer: customer)
      get "/orders", params: { customer_id: customer.id }
      expect(response).to have_http_status(:ok)
      expect(response.parsed_body.size).to eq(3)
    end
  end

  describe "POST /orders/:id/cancel" do
    it "enqueues the cancellation" do
      order = create(:order, customer: customer)
      expect {
        post "/orders/#{order.id}/cancel", params: { reason: "changed mind" }
      }.to have_enqueued_job(OrderCancellationJob)
      expect(response).to have_http_status(:accepted)
    end
  end
end
