class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, confirmed: 1, shipped: 2, cancelled: 3 }, default: :pending

  scope :recent, -> { order(created_at: :desc, id: :desc) }

  validates :total_amount, numericality: { greater_than_or_equal_to: 0 }
  validates :shipping_address, presence: true

  def cancellable?
    pending? || confirmed?
  end

  def total_with_tax
    (total_amount * 1.10).floor
  end

  def as_api_json
    {
      id: id,
      customer_id: customer_id,
      status: status,
      total_amount: total_amount,
      total_with_tax: total_with_tax,
      shipping_address: shipping_address,
      cancelled_at: cancelled_at&.iso8601,
      created_at: created_at.iso8601
    }
  end
end
