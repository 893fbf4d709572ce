require "rails_helper"

RSpec.describe Receipt do
  it "floors the tax once" do
    receipt = Receipt.new
    receipt.line_items.build(unit_price: 105, quantity: 1)
    receipt.line_items.build(unit_price: 105, quantity: 1)
    expect(receipt.total).to eq(231)
  end
end
