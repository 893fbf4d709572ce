class Order < ApplicationRecord
  has_many :items, class_name: "OrderItem", dependent: :destroy
  has_many :refunds, dependent: :restrict_with_error

  enum :status, { pending: 0, paid: 1, shipped: 2, delivered: 3, cancelled: 4, refunded: 5 }

  validates :number, presence: true, uniqueness: true
  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  def refunded_cents
    refunds.where.not(state: "failed").sum(:amount_cents)
  end

  def refundable_cents
    total_cents - refunded_cents
  end

  def fully_refunded?
    refundable_cents.zero?
  end
end
