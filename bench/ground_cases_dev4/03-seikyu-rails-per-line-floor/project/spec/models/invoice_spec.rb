require "rails_helper"

RSpec.describe Invoice do
  it "sums line items before tax" do
    invoice = Invoice.new(issued_on: Date.today)
    invoice.line_items.build(unit_price: 100, quantity: 2)
    expect(invoice.subtotal).to eq(200)
  end
end
