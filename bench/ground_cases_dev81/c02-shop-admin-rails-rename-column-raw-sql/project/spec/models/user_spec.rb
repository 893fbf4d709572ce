require "rails_helper"

RSpec.describe User do
  describe "#display_name" do
    it "uses the name when present" do
      expect(build(:user, name: "张伟").display_name).to eq("张伟")
    end

    it "falls back to the email local part" do
      user = build(:user, email: "foo@bar.test")
      user.name = ""
      expect(user.display_name).to eq("foo")
    end
  end

  describe "#masked_phone" do
    it "masks the middle digits" do
      expect(build(:user, phone: "13812345678").masked_phone).to eq("138****5678")
    end
  end

  it "downcases the email on save" do
    user = create(:user, email: " Foo@Bar.TEST ")
    expect(user.reload.email).to eq("foo@bar.test")
  end

  it "requires a name" do
    expect(build(:user, name: nil)).not_to be_valid
  end
end
