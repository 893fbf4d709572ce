require "rails_helper"

RSpec.describe CustomerSearch do
  let!(:zhang) { create(:user, name: "张伟", email: "zw@shop.test", phone: "13800000001") }
  let!(:wang) { create(:user, name: "王芳", email: "wf@shop.test", phone: "13900000002") }

  it "returns everyone without a keyword" do
    expect(described_class.search_by_keyword("").to_a).to match_array([zhang, wang])
  end

  it "matches the name" do
    expect(described_class.search_by_keyword("张").to_a).to eq([zhang])
  end

  it "matches the email" do
    expect(described_class.search_by_keyword("wf@").to_a).to eq([wang])
  end

  it "matches phone digits" do
    expect(described_class.search_by_keyword("0002").to_a).to eq([wang])
  end
end
