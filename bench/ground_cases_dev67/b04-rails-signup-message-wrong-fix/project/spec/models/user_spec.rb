require "rails_helper"

RSpec.describe User do
  let(:attrs) { { email: "sato@example.jp", display_name: "佐藤", password: "correct-horse" } }

  it "normalizes email" do
    user = described_class.create!(attrs.merge(email: "  Sato@Example.JP "))
    expect(user.email).to eq "sato@example.jp"
  end

  it "rejects a taken email" do
    described_class.create!(attrs)
    dup = described_class.new(attrs.merge(email: "SATO@example.jp"))
    expect(dup).not_to be_valid
    expect(dup.errors[:email]).to be_present
  end

  it "requires a long password" do
    user = described_class.new(attrs.merge(password: "short"))
    expect(user).not_to be_valid
  end

  it "caps display name length" do
    user = described_class.new(attrs.merge(display_name: "a" * 41))
    expect(user).not_to be_valid
  end

  it "finds a user for login regardless of case" do
    described_class.create!(attrs)
    expect(described_class.find_for_login(" SATO@example.jp")).to be_present
  end
end
