require "rails_helper"

RSpec.describe Coupon, type: :model do
  let(:coupon) { build(:coupon, code: " spring25 ", discount_type: :percent, discount_value: 25) }

  it "normalizes the code" do
    coupon.valid?
    expect(coupon.code).to eq "SPRING25"
  end

  it "rejects percent over 100" do
    coupon.discount_value = 120
    expect(coupon).not_to be_valid
  end

  describe "#usable_today?" do
    it "is usable on its last day" do
      coupon.expires_on = Date.current
      expect(coupon).to be_usable_today
    end

    it "is not usable after it expired" do
      coupon.expires_on = Date.current - 1
      expect(coupon).not_to be_usable_today
    end
  end

  describe "#discount_for" do
    it "takes a percentage, rounded down" do
      coupon.expires_on = 1.day.from_now.to_date
      expect(coupon.discount_for(1999)).to eq 499
    end

    it "never exceeds the subtotal for amount coupons" do
      coupon.assign_attributes(discount_type: :amount, discount_value: 500, expires_on: 1.day.from_now.to_date)
      expect(coupon.discount_for(300)).to eq 300
    end
  end
end
