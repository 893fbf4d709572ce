require "rails_helper"

RSpec.describe SkuImporter do
  let(:warehouse) { create(:warehouse, code: "HZ01") }
  subject(:importer) { described_class.new(warehouse) }

  it "creates stock levels with normalised skus" do
    result = importer.import([{ sku: " ab-1203 ", qty: "7" }])

    expect(result.created).to eq(1)
    expect(StockLevel.last.sku).to eq("AB-1203")
    expect(StockLevel.last.quantity).to eq(7)
  end

  it "updates an existing level on the next sync" do
    importer.import([{ sku: "AB-1203", qty: "7" }])
    result = importer.import([{ sku: "AB-1203", qty: "3" }])

    expect(result.updated).to eq(1)
    expect(StockLevel.count).to eq(1)
    expect(StockLevel.last.quantity).to eq(3)
  end

  it "skips rows without a sku" do
    result = importer.import([{ sku: "", qty: "1" }, { sku: nil, qty: "2" }])

    expect(result.skipped).to eq(2)
    expect(StockLevel.count).to eq(0)
  end

  it "keeps negative quantities (oversold)" do
    importer.import([{ sku: "AB-9", qty: "-2" }])

    expect(StockLevel.last.quantity).to eq(-2)
  end
end
