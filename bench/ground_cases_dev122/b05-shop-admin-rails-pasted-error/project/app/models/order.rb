class Order < ApplicationRecord
  belongs_to :customer, optional: true
  has_many :line_items, dependent: :destroy

  STATUSES = %w[pending paid shipped cancelled].freeze

  validates :number, presence: true, uniqueness: true
  validates :status, inclusion: { in: STATUSES }
  validates :guest_email, presence: true, if: -> { customer.nil? }

  scope :with_status, ->(status) { where(status: status) }
  scope :recent, -> { order(created_at: :desc) }

  def guest?
    customer.nil?
  end

  def total_cents
    line_items.sum("quantity * unit_price_cents")
  end

  def ship!(tracking_number)
    update!(status: "shipped", tracking_number: tracking_number, shipped_at: Time.current)
    OrderNotifier.new(self).deliver_shipped
  end

  def cancel!
    raise ArgumentError, "already shipped" if status == "shipped"

    update!(status: "cancelled")
    OrderNotifier.new(self).deliver_cancelled
  end
end
