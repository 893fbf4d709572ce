class Order < ApplicationRecord
  belongs_to :customer
  belongs_to :coupon, optional: true

  validates :postcode, presence: true
  validates :weight_grams, numericality: { greater_than: 0 }

  enum :status, { draft: 0, paid: 1, shipped: 2, delivered: 3, refunded: 4 }

  def free_shipping?
    coupon.present? && coupon.kind == "free_shipping" && !coupon.expired?
  end

  def surcharge_cents
    SurchargeCalculator.new(self).total_cents
  end

  def total_cents
    goods_cents + freight_cents + surcharge_cents
  end

  def freight_cents
    free_shipping? ? 0 : FreightCalculator.new(self).cents
  end
end
