# frozen_string_literal: true

require "rails_helper"

RSpec.describe CouponValidator do
  let(:user) { create(:user) }
  let(:coupon) { create(:coupon, kind: :fixed, value: 500, min_subtotal: 5000) }

  def validate(subtotal, c = coupon)
    described_class.new(c, user: user, subtotal: subtotal).call
  end

  it "rejects unknown coupons" do
    expect(validate(8000, nil).error_code).to eq("ERR_COUPON_NOT_FOUND")
  end

  it "rejects disabled coupons" do
    coupon.update!(enabled: false)
    expect(validate(8000).error_code).to eq("ERR_COUPON_DISABLED")
  end

  it "rejects expired coupons" do
    coupon.update!(expires_at: 1.minute.ago)
    expect(validate(8000).error_code).to eq("ERR_COUPON_EXPIRED")
  end

  it "rejects orders under the minimum" do
    expect(validate(4999).error_code).to eq("ERR_COUPON_MIN")
  end

  it "accepts orders over the minimum" do
    expect(validate(6000)).to be_ok
  end

  it "rejects when the per-user limit is used up" do
    coupon.update!(per_user_limit: 1)
    create(:order, user: user, coupon: coupon, status: :paid)
    expect(validate(6000).error_code).to eq("ERR_COUPON_USED")
  end
end
