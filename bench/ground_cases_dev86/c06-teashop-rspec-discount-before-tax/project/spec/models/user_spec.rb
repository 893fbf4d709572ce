require "rails_helper"

RSpec.describe User do
  it { is_expected.to validate_presence_of(:name) }

  it "normalises email" do
    user = create(:user, email: "  Ann@Example.COM ")
    expect(user.email).to eq("ann@example.com")
  end

  it "is an active subscriber with a current subscription" do
    expect(create(:user, :subscriber)).to be_active_subscriber
  end

  it "lists its orders" do
    user = create(:user)
    create(:order, user: user)
    create(:order, user: create(:user))
    expect(user.orders.count).to eq(1)
  end
end
