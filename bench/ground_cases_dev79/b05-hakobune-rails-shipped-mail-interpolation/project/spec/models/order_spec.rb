require "rails_helper"

RSpec.describe Order do
  it "builds a tracking url" do
    order = build(:order, tracking_number: "1234-5678")
    expect(order.tracking_url).to end_with("no=1234-5678")
  end

  it "has no tracking url without a number" do
    expect(build(:order, tracking_number: nil).tracking_url).to be_nil
  end
end
