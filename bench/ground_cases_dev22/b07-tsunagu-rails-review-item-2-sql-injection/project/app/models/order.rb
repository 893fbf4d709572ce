class Order < ApplicationRecord
  belongs_to :user
  has_many :line_items, dependent: :destroy

  enum :status, { pending: "pending", paid: "paid", shipped: "shipped", cancelled: "cancelled" }

  validates :total, numericality: { greater_than_or_equal_to: 0 }
end
