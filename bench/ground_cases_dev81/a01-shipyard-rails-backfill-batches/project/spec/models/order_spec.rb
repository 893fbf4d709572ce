require "rails_helper"

RSpec.describe Order do
  let(:account) { Account.create!(name: "Acme Tools", default_currency: "EUR") }

  it "assigns a number on create" do
    order = account.orders.create!
    expect(order.number).to start_with("ACM-")
  end

  it "cannot cancel a shipped order" do
    order = account.orders.create!(status: "shipped")
    expect { order.cancel! }.to raise_error(ArgumentError)
  end

  it "recalculates the total from its lines" do
    order = account.orders.create!
    order.lines.create!(sku: "A-1", quantity: 2, unit_price_cents: 450)
    order.lines.create!(sku: "B-7", quantity: 1, unit_price_cents: 1000)
    order.recalculate_total!
    expect(order.total_cents).to eq(1900)
  end
end
