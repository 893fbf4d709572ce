class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, {
    pending: "pending",
    paid: "paid",
    shipped: "shipped",
    partially_refunded: "partially_refunded",
    refunded: "refunded",
    canceled: "canceled"
  }

  scope :exportable, -> { where(status: %w[paid shipped]) }
  scope :placed_between, ->(from, to) { where(created_at: from..to) }

  def total_yuan
    total_cents / 100.0
  end
end
