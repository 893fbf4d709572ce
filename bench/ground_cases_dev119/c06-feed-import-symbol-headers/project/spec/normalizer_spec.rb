# frozen_string_literal: true

require "feed/normalizer"

RSpec.describe Feed::Normalizer do
  describe ".normalize" do
    it "builds a product from a raw row" do
      row = { "sku" => "ab 12", "title" => " Mug ", "price" => "12.50", "stock" => "3" }
      expect(described_class.normalize(row)).to eq(
        sku: "AB-12", title: "Mug", price: BigDecimal("12.50"), stock: 3
      )
    end
  end

  describe ".normalize_price" do
    it "reads plain prices" do
      expect(described_class.normalize_price("9.99")).to eq(BigDecimal("9.99"))
    end

    it "drops the currency sign" do
      expect(described_class.normalize_price("€ 4.20")).to eq(BigDecimal("4.20"))
    end

    it "reads European decimal commas" do
      expect(described_class.normalize_price("1.234,56")).to eq(BigDecimal("1234.56"))
    end

    it "reads thousands separators" do
      expect(described_class.normalize_price("1,234.56")).to eq(BigDecimal("1234.56"))
    end
  end
end
