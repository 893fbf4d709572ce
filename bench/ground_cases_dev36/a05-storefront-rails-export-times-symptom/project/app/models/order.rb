# frozen_string_literal: true

class Order < ApplicationRecord
  belongs_to :customer
  belongs_to :shipping_method, optional: true
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, cancelled: 3, refunded: 4 }

  validates :number, presence: true, uniqueness: true
  validates :placed_at, presence: true

  before_validation :assign_number, on: :create

  scope :placed_between, ->(from, to) { where(placed_at: from..to) }

  def net_total
    line_items.sum { |li| li.unit_price * li.quantity }
  end

  def vat_total
    line_items.sum { |li| (li.unit_price * li.quantity * li.vat_rate).round(2) }
  end

  def gross_total
    net_total + vat_total
  end

  def cancel!(reason:)
    raise ActiveRecord::RecordInvalid, self if shipped?

    update!(status: :cancelled, cancel_reason: reason)
  end

  private

  def assign_number
    self.number ||= "SO-#{Time.current.strftime('%y%m')}-#{SecureRandom.alphanumeric(6).upcase}"
  end
end
