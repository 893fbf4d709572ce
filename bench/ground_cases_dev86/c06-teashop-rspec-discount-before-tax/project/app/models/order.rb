class Order < ApplicationRecord
  TAX_RATE = BigDecimal("0.13")

  belongs_to :user
  has_many :line_items, dependent: :destroy

  validates :discount_percent, numericality: { in: 0..90 }, allow_nil: true

  scope :placed_between, ->(from, to) { where(placed_at: from..to) }

  def subtotal
    line_items.sum(&:amount)
  end

  def discount_amount
    return BigDecimal("0") if discount_percent.blank?

    (subtotal * discount_percent / 100).round(2)
  end

  def tax
    (subtotal * TAX_RATE).round(2)
  end

  def total
    subtotal - discount_amount + tax
  end

  def summary
    "##{id} #{line_items.size} items, total #{format('%.2f', total)}"
  end
end
