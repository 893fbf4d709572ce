class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_one :shipping_address, dependent: :destroy

  enum :status, { cart: 0, placed: 1, paid: 2, shipped: 3, cancelled: 4 }

  validates :currency, inclusion: { in: %w[EUR] }
  validate :must_have_items, unless: :cart?

  scope :recent, -> { order(created_at: :desc) }
  scope :open_orders, -> { where(status: %i[placed paid]) }

  # Net sum of all line items. Prices are stored net, in cents.
  def subtotal_cents
    line_items.sum { |item| item.unit_price_cents * item.quantity }
  end

  def shipping_cents
    return 0 if line_items.none?(&:physical?)
    return 0 if free_shipping?

    Shop.config.shipping_flat_cents
  end

  # Free shipping is decided on the net value of the goods.
  def free_shipping?
    subtotal_cents >= Shop.config.free_shipping_from_cents
  end

  # VAT on goods only; shipping is VAT-exempt (per accounting, see OPS-412).
  def vat_cents
    (subtotal_cents * Shop.config.vat_rate).round
  end

  def total_cents
    subtotal_cents + shipping_cents + vat_cents
  end

  def place!
    transaction do
      line_items.each(&:reserve_stock!)
      update!(status: :placed, placed_at: Time.current, total_cents_snapshot: total_cents)
    end
    OrderMailer.with(order: self).confirmation.deliver_later
  end

  def cancel!(reason:)
    raise ArgumentError, "cannot cancel a shipped order" if shipped?

    transaction do
      line_items.each(&:release_stock!)
      update!(status: :cancelled, cancel_reason: reason)
    end
  end

  def to_summary
    {
      number: number,
      items: line_items.map(&:to_summary),
      subtotal: Money.from_cents(subtotal_cents),
      shipping: Money.from_cents(shipping_cents),
      vat: Money.from_cents(vat_cents),
      total: Money.from_cents(total_cents)
    }
  end

  def number
    "SF-#{created_at.strftime('%y%m')}-#{id.to_s.rjust(6, '0')}"
  end

  private

  def must_have_items
    errors.add(:line_items, "can't be empty") if line_items.empty?
  end
end
