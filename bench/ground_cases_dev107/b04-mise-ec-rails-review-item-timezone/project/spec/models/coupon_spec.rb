require "rails_helper"

RSpec.describe Coupon do
  describe "#calc_amount" do
    it "percent は切り捨て" do
      coupon = build(:coupon, kind: :percent, value: 15)
      expect(coupon.calc_amount(999)).to eq 149
    end

    it "fixed は小計を超えない" do
      coupon = build(:coupon, kind: :fixed, value: 500)
      expect(coupon.calc_amount(300)).to eq 300
    end
  end

  describe "#expired?" do
    it "期限日当日はまだ有効" do
      travel_to Time.zone.local(2025, 3, 31, 12, 0) do
        expect(build(:coupon, expires_on: Date.new(2025, 3, 31))).not_to be_expired
      end
    end

    it "期限日の翌日は期限切れ" do
      travel_to Time.zone.local(2025, 4, 1, 12, 0) do
        expect(build(:coupon, expires_on: Date.new(2025, 3, 31))).to be_expired
      end
    end
  end

  it "code は大文字に正規化される" do
    coupon = create(:coupon, code: " spring25 ")
    expect(coupon.code).to eq "SPRING25"
  end
end
