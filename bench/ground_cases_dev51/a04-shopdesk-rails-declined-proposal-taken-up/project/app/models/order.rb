class Order < ApplicationRecord
  STATUSES = %w[open paid shipped cancelled].freeze

  belongs_to :account
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  accepts_nested_attributes_for :line_items, allow_destroy: true

  validates :status, inclusion: { in: STATUSES }

  scope :recent, -> { order(created_at: :desc) }

  def shipped?
    status == "shipped"
  end

  def total
    line_items.sum { |li| li.quantity * li.unit_price }
  end

  def item_count
    line_items.sum(&:quantity)
  end

  def cancellable?
    %w[open paid].include?(status)
  end

  def display_number
    "#{account_id}-#{id.to_s.rjust(6, "0")}"
  end
end
