require "rails_helper"

RSpec.describe PhoneNormalizer do
  it "strips dashes" do
    expect(described_class.call("138-0013-8000")).to eq("13800138000")
  end

  it "strips the +86 prefix" do
    expect(described_class.call("+8613800138000")).to eq("13800138000")
  end

  it "masks the middle digits" do
    expect(described_class.new("13800138000").masked).to eq("138****8000")
  end
end
