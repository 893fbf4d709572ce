require "rails_helper"

RSpec.describe User do
  describe "#phone_masked" do
    it "masks the middle four digits" do
      expect(User.new(phone: "13912345678").phone_masked).to eq("139****5678")
    end
  end

  describe "#display_name" do
    it "uses the nickname" do
      expect(User.new(nickname: "小周", phone: "13912345678").display_name).to eq("小周")
    end

    it "falls back to the masked phone" do
      expect(User.new(nickname: nil, phone: "13912345678").display_name).to eq("139****5678")
    end
  end
end
