require "rails_helper"

RSpec.describe User, type: :model do
  subject(:user) { build(:user) }

  it "is valid with a name, email and password" do
    expect(user).to be_valid
  end

  it "requires an email" do
    user.email = nil
    expect(user).not_to be_valid
  end

  it "rejects a malformed email" do
    user.email = "not-an-email"
    expect(user).not_to be_valid
  end

  describe "email normalization" do
    it "downcases and strips the email" do
      user.email = "  Zhang@Foo.COM "
      expect(user.email).to eq("zhang@foo.com")
    end

    it "finds a user regardless of the case used to look it up" do
      create(:user, email: "wang@foo.com")
      expect(User.find_by(email: "WANG@foo.com")).to be_present
    end
  end

  describe "#display_name" do
    it "falls back to the email's local part" do
      user.name = ""
      user.email = "lisi@example.com"
      expect(user.display_name).to eq("lisi")
    end
  end

  describe "#can_refund?" do
    it "is true for finance" do
      expect(build(:user, role: :finance).can_refund?).to be(true)
    end
  end
end
