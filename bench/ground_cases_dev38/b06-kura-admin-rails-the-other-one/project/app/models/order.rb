class Order < ApplicationRecord
  STATUSES = %w[pending paid shipped delivered cancelled].freeze
  RECENT_CUTOFF = 30.days.ago

  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :products, through: :line_items

  validates :status, inclusion: { in: STATUSES }
  validates :shipping_address, presence: true, unless: :cancelled?

  scope :recent, -> { where("orders.created_at >= ?", RECENT_CUTOFF) }
  scope :open, -> { where(status: %w[pending paid]) }

  def total_cents
    line_items.sum("quantity * unit_price_cents")
  end

  def cancelled?
    status == "cancelled"
  end

  def cancellable?
    %w[pending paid].include?(status)
  end

  def cancel!(by:)
    transaction do
      update!(status: "cancelled", cancelled_at: Time.current, cancelled_by: by.id)
      line_items.each(&:restock!)
    end
  end

  def display_number
    format("ORD-%06d", id)
  end
end
