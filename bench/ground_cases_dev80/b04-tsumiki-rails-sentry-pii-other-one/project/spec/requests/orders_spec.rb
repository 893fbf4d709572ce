require "rails_helper"

RSpec.describe "Orders", type: :request do
  let(:user) { create(:user) }

  before { sign_in_as(user) }

  it "lists the user's orders" do
    create_list(:order, 2, user: user)
    get orders_path
    expect(response).to have_http_status(:ok)
  end

  it "does not show other users' orders" do
    other = create(:order)
    get order_path(other)
    expect(response).to have_http_status(:not_found)
  end
end
