class Order < ApplicationRecord
  belongs_to :import_run, optional: true

  enum :status, { pending: "pending", paid: "paid", refunded: "refunded" }, prefix: true

  validates :external_id, presence: true, uniqueness: true
  validates :amount_net, :tax, :amount_gross, numericality: { greater_than_or_equal_to: 0 }

  scope :paid, -> { where(status: "paid") }
  scope :ordered_between, ->(from, to) { where(ordered_at: from..to) }

  def self.by_product(limit = 5)
    paid.group(:product_code).order("sum_amount_gross DESC").limit(limit).sum(:amount_gross)
  end

  def tax_rate
    return 0 if amount_net.zero?

    (tax / amount_net).round(2)
  end

  def refundable?
    status_paid? && ordered_at > 30.days.ago
  end

  def display_number
    "##{external_id}"
  end

  def to_s
    "#{display_number} (#{status})"
  end
end
