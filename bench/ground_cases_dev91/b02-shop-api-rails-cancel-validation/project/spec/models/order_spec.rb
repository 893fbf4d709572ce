require "rails_helper"

RSpec.describe Order, type: :model do
  let(:customer) { create(:customer) }

  it "is valid with a customer and a total" do
    order = described_class.new(customer: customer, total_amount: 1200, shipping_address: "東京都港区1-2-3")
    expect(order).to be_valid
  end

  it "rejects a negative total" do
    order = described_class.new(customer: customer, total_amount: -1, shipping_address: "東京都港区1-2-3")
    expect(order).not_to be_valid
  end

  it "requires a shipping address" do
    order = described_class.new(customer: customer, total_amount: 1200, shipping_address: "")
    expect(order).not_to be_valid
    expect(order.errors[:shipping_address]).to be_present
  end

  describe "#cancellable?" do
    it "is true while pending" do
      expect(described_class.new(status: :pending)).to be_cancellable
    end

    it "is false once shipped" do
      expect(described_class.new(status: :shipped)).not_to be_cancellable
    end
  end
end
