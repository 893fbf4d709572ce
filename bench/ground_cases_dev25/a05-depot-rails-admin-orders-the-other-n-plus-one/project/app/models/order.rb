class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy
  has_many :refunds, dependent: :restrict_with_error

  enum :status, {
    pending: "pending",
    paid: "paid",
    shipped: "shipped",
    refunded: "refunded",
    cancelled: "cancelled"
  }, validate: true

  validates :number, presence: true, uniqueness: true
  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  before_validation :assign_number, on: :create

  scope :recent, -> { where(created_at: 30.days.ago..) }
  scope :open, -> { where(status: %w[pending paid]) }

  def refundable_cents
    total_cents - refunds.sum(:amount_cents)
  end

  def shippable?
    paid? && shipping_address.present?
  end

  private

  def assign_number
    self.number ||= "D-#{Time.current.strftime('%y%m')}-#{SecureRandom.alphanumeric(6).upcase}"
  end
end
