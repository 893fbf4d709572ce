require "rails_helper"

RSpec.describe User, type: :model do
  describe ".search" do
    let!(:tanaka) { create(:user, name: "田中 太郎", email: "tanaka@example.com") }
    let!(:suzuki) { create(:user, name: "鈴木 花子", email: "hanako.suzuki@example.com") }

    it "matches part of the email" do
      expect(User.search("tanaka")).to contain_exactly(tanaka)
    end

    it "matches part of the name" do
      expect(User.search("花子")).to contain_exactly(suzuki)
    end

    it "treats % in the query literally" do
      expect(User.search("%")).to be_empty
    end
  end

  describe "#display_name" do
    it "marks admins" do
      user = build(:user, name: "佐藤", role: :admin)
      expect(user.display_name).to eq "佐藤（管理者）"
    end
  end

  describe "#deactivate!" do
    it "sets deactivated_at" do
      user = create(:user)
      expect { user.deactivate! }.to change { user.active? }.from(true).to(false)
    end
  end
end
