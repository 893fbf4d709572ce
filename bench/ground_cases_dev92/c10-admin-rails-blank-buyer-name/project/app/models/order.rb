class Order < ApplicationRecord
  belongs_to :user
  has_many :items, class_name: "OrderItem", dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, completed: 3, cancelled: 4 }

  validates :amount_cents, numericality: { greater_than_or_equal_to: 0 }

  scope :unpaid_for, ->(duration) { pending.where(created_at: ..duration.ago) }

  def amount
    amount_cents / 100.0
  end

  def cancellable?
    pending? || paid?
  end
end
