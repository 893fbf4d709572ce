require "rails_helper"

RSpec.describe RegionBackfill do
  describe ".region_for" do
    it "maps the first digit to a region" do
      expect(described_class.region_for("94107")).to eq("west")
      expect(described_class.region_for("60614")).to eq("central")
    end

    it "pads integer zips with leading zeros" do
      expect(described_class.region_for(2139)).to eq("northeast")
      expect(described_class.region_for(501)).to eq("northeast")
    end

    it "ignores ZIP+4 suffixes and blanks" do
      expect(described_class.region_for("30301-1234")).to eq("southeast")
      expect(described_class.region_for("")).to be_nil
      expect(described_class.region_for(nil)).to be_nil
    end
  end

  describe "#call" do
    it "fills only customers without a region" do
      a = create(:customer, zip: "94107", region: nil)
      b = create(:customer, zip: "10001", region: "manual")
      expect(described_class.new.call).to eq(1)
      expect(a.reload.region).to eq("west")
      expect(b.reload.region).to eq("manual")
    end

    it "skips customers whose zip has no digits" do
      create(:customer, zip: "n/a", region: nil)
      expect(described_class.new.call).to eq(0)
    end
  end
end
