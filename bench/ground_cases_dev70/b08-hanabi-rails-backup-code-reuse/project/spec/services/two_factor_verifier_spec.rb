require "rails_helper"

RSpec.describe TwoFactorVerifier do
  let(:user) { create(:user).tap(&:enable_otp!) }
  let(:totp) { ROTP::TOTP.new(user.otp_secret) }

  it "accepts the current code" do
    expect(described_class.new(user).verify(totp.now)).to be true
  end

  it "rejects the same code twice" do
    code = totp.now
    described_class.new(user).verify(code)
    expect(described_class.new(user.reload).verify(code)).to be false
  end

  it "accepts a backup code" do
    codes = user.regenerate_backup_codes!
    expect(described_class.new(user).verify(codes.first)).to be true
  end

  it "accepts a backup code typed with spaces and upper case" do
    codes = user.regenerate_backup_codes!
    typed = codes.first.upcase.scan(/.{5}/).join(" ")
    expect(described_class.new(user).verify(typed)).to be true
  end

  it "rejects garbage" do
    expect(described_class.new(user).verify("abc")).to be false
  end
end
