class Order < ApplicationRecord
  STATUSES = %w[pending paid shipped cancelled refunded].freeze

  belongs_to :user
  has_many :order_items, dependent: :destroy

  validates :status, inclusion: { in: STATUSES }
  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  delegate :name, :email, to: :user, prefix: :customer

  scope :paid, -> { where(status: %w[paid shipped]) }
  scope :recent, -> { order(created_at: :desc) }

  def total
    total_cents / 100.0
  end

  def cancellable?
    status == "pending"
  end

  def cancel!
    raise ArgumentError, "order #{id} is #{status}" unless cancellable?

    update!(status: "cancelled")
  end
end
