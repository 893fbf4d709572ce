# frozen_string_literal: true

require "rails_helper"

RSpec.describe Coupon do
  describe "#usable?" do
    it "is not usable before it starts" do
      coupon = build(:coupon, starts_at: 1.day.from_now)
      expect(coupon.usable?).to be(false)
    end

    it "is not usable once disabled" do
      coupon = build(:coupon, disabled_at: 1.hour.ago)
      expect(coupon.usable?).to be(false)
    end

    it "is not usable after it expired" do
      coupon = build(:coupon, expires_at: 2.days.ago)
      expect(coupon.usable?).to be(false)
    end
  end

  describe "#discount_for" do
    it "caps a fixed discount at the subtotal" do
      coupon = build(:coupon, discount_type: "fixed", amount: 50)
      expect(coupon.discount_for(30)).to eq(30)
    end

    it "computes a percent discount" do
      coupon = build(:coupon, discount_type: "percent", amount: 15)
      expect(coupon.discount_for(200)).to eq(30)
    end
  end
end
