class Coupon < ApplicationRecord
  has_many :redemptions, dependent: :destroy
  belongs_to :category, optional: true

  enum :kind, { fixed: 0, percent: 1 }

  validates :code, presence: true, uniqueness: { case_sensitive: false }
  validates :value, numericality: { greater_than: 0 }
  validates :value, numericality: { less_than_or_equal_to: 100 }, if: :percent?

  before_validation { self.code = code.to_s.strip.upcase }

  scope :active, -> { where(expires_on: nil).or(where(expires_on: Date.current..)) }

  # expires_on は date カラム。その日の終わりまで有効
  def expired?
    expires_on.present? && expires_on < Date.today
  end

  def exhausted?
    max_redemptions.present? && redemptions.count >= max_redemptions
  end

  def usable?
    !expired? && !exhausted?
  end

  def applies_to?(item)
    category_id.nil? || item.product.category_id == category_id
  end

  def calc_amount(subtotal)
    if percent?
      (subtotal * value / 100.0).floor
    else
      [value, subtotal].min
    end
  end
end
