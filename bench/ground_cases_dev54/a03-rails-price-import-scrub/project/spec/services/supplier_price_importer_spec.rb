require "rails_helper"

RSpec.describe SupplierPriceImporter do
  let(:supplier) { create(:supplier, code: "WUE") }
  let(:file) { Tempfile.new(["preise", ".csv"]) }

  def write_csv(body)
    file.binmode
    file.write(body)
    file.flush
    file.path
  end

  let(:header) { "Artikelnummer;Bezeichnung;Preis;VE;Gültig ab\n" }

  it "creates prices with German decimals" do
    path = write_csv(header + "0912-8-40;Zylinderschraube M8x40;12,50;100;01.02.2025\n")
    result = described_class.new(supplier, path).call
    expect(result.created).to eq(1)
    expect(supplier.supplier_prices.last.price).to eq(BigDecimal("12.50"))
  end

  it "updates existing prices" do
    create(:supplier_price, supplier: supplier, supplier_sku: "0912-8-40", price: 11)
    path = write_csv(header + "0912-8-40;Zylinderschraube M8x40;1.012,50;100;01.02.2025\n")
    result = described_class.new(supplier, path).call
    expect(result.updated).to eq(1)
    expect(supplier.supplier_prices.last.price).to eq(BigDecimal("1012.50"))
  end

  it "does not abort on bytes that are not UTF-8" do
    path = write_csv(header.b + "0912-8-40;Schraube \xFC;12,50;100;01.02.2025\n".b)
    result = described_class.new(supplier, path).call
    expect(result.created).to eq(1)
  end

  it "skips rows without article number" do
    path = write_csv(header + ";Versandkosten;4,90;1;01.02.2025\n")
    expect(described_class.new(supplier, path).call.skipped).to eq(1)
  end
end
