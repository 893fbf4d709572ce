require "rails_helper"

RSpec.describe TrackingNumber do
  it "recognises a UPS number" do
    expect(described_class.carrier("1Z999AA10123456784")).to eq(:ups)
  end

  it "strips spaces and dashes" do
    expect(described_class.normalize("1Z 999 AA1-0123456784")).to eq("1Z999AA10123456784")
  end

  it "normalizes lowercase 1Z numbers" do
    expect(described_class.carrier("1z999aa10123456784")).to eq(:ups)
  end

  it "recognises a USPS number" do
    expect(described_class.carrier("9400 1000 0000 0000 0000 00")).to eq(:usps)
  end

  it "rejects garbage" do
    expect(described_class.valid?("hello")).to be(false)
  end
end
