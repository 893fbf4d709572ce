require "rails_helper"

RSpec.describe WarekiHelper, type: :helper do
  describe "#wareki_date" do
    it "formats a Reiwa date" do
      expect(helper.wareki_date(Date.new(2025, 11, 10))).to eq("令和7年11月10日")
    end

    it "formats a Heisei date" do
      expect(helper.wareki_date(Date.new(2018, 3, 31))).to eq("平成30年3月31日")
    end

    it "writes the first year as 元年" do
      expect(helper.wareki_date(Date.new(2019, 5, 1))).to eq("令和元年5月1日")
    end

    it "switches era on 2019-05-01" do
      expect(helper.wareki_date(Date.new(2019, 4, 30))).to eq("平成31年4月30日")
    end
  end

  describe "Showa 64" do
    it "keeps early January 1989 in Showa" do
      expect(helper.wareki_date(Date.new(1989, 1, 5))).to eq("昭和64年1月5日")
    end
  end

  describe "#wareki_short" do
    it "abbreviates the era" do
      expect(helper.wareki_short(Date.new(2025, 1, 9))).to eq("R7.1.9")
    end

    it "uses H for Heisei" do
      expect(helper.wareki_short(Date.new(2000, 12, 1))).to eq("H12.12.1")
    end
  end

  describe "#wareki_era" do
    it "raises before Taisho" do
      expect { helper.wareki_era(Date.new(1900, 1, 1)) }.to raise_error(ArgumentError)
    end
  end
end
