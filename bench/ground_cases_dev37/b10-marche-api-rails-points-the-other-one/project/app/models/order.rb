class Order < ApplicationRecord
  belongs_to :user
  has_many :line_items, dependent: :destroy
  has_one :point_ledger, dependent: :nullify

  enum :status, { pending: "pending", paid: "paid", shipped: "shipped", completed: "completed", cancelled: "cancelled" },
       default: :pending

  # completed_at is set when the delivery is confirmed (often a day or more after the order was placed)
  def complete!
    update!(status: :completed, completed_at: Time.current)
  end

  def point_base_amount
    total - shipping_fee
  end
end
