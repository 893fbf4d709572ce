require "rails_helper"

RSpec.describe "Orders", type: :request do
  let(:customer) { create(:customer, name: "王芳") }

  describe "GET /orders" do
    it "lists recent orders" do
      create(:order, customer: customer, number: "A-1001")
      create(:order, customer: customer, number: "A-1002")

      get orders_path

      expect(response).to have_http_status(:ok)
      expect(response.body).to include("A-1001", "A-1002", "王芳")
    end
  end

  describe "GET /orders?status=" do
    it "filters by status" do
      create(:order, customer: customer, number: "A-3001", status: "paid")
      create(:order, customer: customer, number: "A-3002", status: "cancelled")

      get orders_path(status: "paid")

      expect(response.body).to include("A-3001")
      expect(response.body).not_to include("A-3002")
    end
  end

  describe "GET /orders/:number" do
    it "shows one order" do
      create(:order, customer: customer, number: "A-2001")

      get order_path("A-2001")

      expect(response).to have_http_status(:ok)
    end
  end
end
