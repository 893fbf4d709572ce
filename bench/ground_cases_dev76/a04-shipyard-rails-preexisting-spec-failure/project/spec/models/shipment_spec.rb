require "rails_helper"

RSpec.describe Shipment do
  let(:order) { Order.create!(number: "R-1001", email: "a@example.com") }

  it "cleans the tracking number before saving" do
    s = Shipment.create!(order: order, tracking_number: "1Z 999 AA1 0123456784")
    expect(s.tracking_number).to eq("1Z999AA10123456784")
  end

  it "rejects numbers no carrier uses" do
    s = Shipment.new(order: order, tracking_number: "12345")
    expect(s).not_to be_valid
  end
end
