require "rails_helper"

RSpec.describe "Checkouts" do
  let(:customer) { create(:customer) }
  let(:order) { create(:order, :with_items, customer: customer) }

  before { sign_in_as(customer) }

  it "enqueues a charge and redirects to the order" do
    expect {
      post order_checkout_path(order)
    }.to change(ChargeOrderJob.jobs, :size).by(1)

    expect(response).to redirect_to(order_path(order))
    expect(order.reload).to be_pending_payment
  end

  it "does not enqueue a second charge while one is pending" do
    order.update!(status: :pending_payment)

    expect {
      post order_checkout_path(order)
    }.not_to change(ChargeOrderJob.jobs, :size)

    expect(response).to redirect_to(order_path(order))
  end

  it "refuses an empty cart" do
    order.line_items.delete_all

    post order_checkout_path(order)

    expect(response).to redirect_to(cart_path)
    expect(ChargeOrderJob.jobs).to be_empty
  end

  it "shows the checkout page" do
    get order_checkout_path(order)

    expect(response).to have_http_status(:ok)
    expect(response.body).to include("Pay now")
  end
end
