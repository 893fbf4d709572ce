require "rails_helper"

RSpec.describe PickListBuilder do
  let(:wave) { create(:shipment_wave) }
  let(:product) { create(:product, sku: "TEA-001") }

  it "sums quantities for the same SKU" do
    lot = create(:stock_lot, product: product, lot_number: "L1", bin_location: create(:bin_location, code: "A-2-1"))
    2.times { create(:order_item, order: create(:order, wave: wave), product: product, stock_lot: lot, quantity: 3) }

    lines = described_class.new(wave).lines
    expect(lines.size).to eq(1)
    expect(lines.first.quantity).to eq(6)
  end

  it "keeps different lots of the same SKU on separate lines" do
    bin = create(:bin_location, code: "A-2-1")
    old_lot = create(:stock_lot, product: product, lot_number: "L1", bin_location: bin)
    new_lot = create(:stock_lot, product: product, lot_number: "L2", bin_location: bin)
    create(:order_item, order: create(:order, wave: wave), product: product, stock_lot: old_lot, quantity: 2)
    create(:order_item, order: create(:order, wave: wave), product: product, stock_lot: new_lot, quantity: 5)

    lines = described_class.new(wave).lines
    expect(lines.map { |l| [ l.lot_number, l.quantity ] }).to contain_exactly([ "L1", 2 ], [ "L2", 5 ])
  end

  it "lists every order number" do
    lot = create(:stock_lot, product: product, lot_number: "L1", bin_location: create(:bin_location, code: "A-2-1"))
    a = create(:order, wave: wave, number: "S-1001")
    b = create(:order, wave: wave, number: "S-1002")
    create(:order_item, order: a, product: product, stock_lot: lot, quantity: 1)
    create(:order_item, order: b, product: product, stock_lot: lot, quantity: 1)

    expect(described_class.new(wave).lines.first.order_numbers).to eq(%w[S-1001 S-1002])
  end
end
