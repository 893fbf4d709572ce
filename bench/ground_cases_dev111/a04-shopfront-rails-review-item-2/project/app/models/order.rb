class Order < ApplicationRecord
  belongs_to :customer
  belongs_to :coupon, optional: true
  has_many :line_items, dependent: :destroy

  enum :status, { draft: 0, placed: 1, shipped: 2, cancelled: 3 }

  scope :recent, -> { where("placed_at > ?", 7.days.ago).order(placed_at: :desc) }

  def subtotal_cents
    line_items.sum { |li| li.unit_price_cents * li.quantity }
  end

  def discount_cents
    coupon ? coupon.discount_cents(subtotal_cents) : 0
  end

  def total_cents
    subtotal_cents - discount_cents
  end

  def place!
    raise ActiveRecord::RecordInvalid, self if line_items.empty?

    update!(status: :placed, placed_at: Time.current)
  end

  def as_summary
    { id: id, status: status, items: line_items.size, total_cents: total_cents,
      customer: customer.name, placed_at: placed_at&.iso8601 }
  end
end
