require "rails_helper"

RSpec.describe ProductSearch do
  let!(:seller) { create(:seller, status: :active) }
  let!(:mug) { create(:product, seller: seller, name: "白いマグカップ", brand: "KOMA", price: 1800, status: :published) }
  let!(:plate) { create(:product, seller: seller, name: "深皿", brand: "KOMA", price: 2400, status: :published) }

  it "matches a keyword in the name" do
    expect(described_class.new(q: "マグ").results).to eq([mug])
  end

  it "matches full-width letters" do
    expect(described_class.new(q: "ＫＯＭＡ").results).to contain_exactly(mug, plate)
  end

  it "sorts by price" do
    expect(described_class.new(q: "koma", sort: "price_desc").results).to eq([plate, mug])
  end
end
