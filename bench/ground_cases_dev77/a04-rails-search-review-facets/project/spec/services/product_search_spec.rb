require "rails_helper"

RSpec.describe ProductSearch do
  let!(:acme) { create(:brand, name: "Acme") }
  let!(:zeta) { create(:brand, name: "Zeta") }

  before do
    create(:product, name: "Trail shoe", brand: acme, price_cents: 8900)
    create(:product, name: "Road shoe", brand: zeta, price_cents: 12900)
    create(:product, name: "Rain jacket", brand: zeta, price_cents: 15900)
  end

  it "filters by query" do
    names = described_class.new(q: "shoe").sorted.map(&:name)
    expect(names).to contain_exactly("Trail shoe", "Road shoe")
  end

  it "sorts by price" do
    names = described_class.new(q: "shoe", sort: "products.price_cents DESC").sorted.map(&:name)
    expect(names).to eq(["Road shoe", "Trail shoe"])
  end

  it "defaults to 24 per page" do
    expect(described_class.new({}).per_page).to eq(24)
  end

  it "caps per_page" do
    expect(described_class.new(per_page: "100000").per_page).to eq(96)
    expect(described_class.new(per_page: "-3").per_page).to eq(24)
  end
end
