class Order < ApplicationRecord
  belongs_to :customer
  belongs_to :coupon, optional: true
  has_one :shipping_address, dependent: :destroy
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3 }

  validates :number, presence: true, uniqueness: true
  validates :ordered_at, presence: true

  scope :between, ->(from, to) { where(ordered_at: from..to) }

  def subtotal
    line_items.sum { |li| li.unit_price * li.quantity }
  end

  def discount
    coupon ? coupon.discount_for(subtotal) : 0
  end

  def total
    [subtotal - discount, 0].max
  end

  def cancellable?
    pending? || paid?
  end

  def to_param
    number
  end
end
