class Order < ApplicationRecord
  STATUSES = %w[pending paid shipped cancelled].freeze

  belongs_to :account
  has_many :lines, class_name: "OrderLine", dependent: :destroy

  validates :number, presence: true, uniqueness: true
  validates :status, inclusion: { in: STATUSES }
  validates :currency, inclusion: { in: Account::CURRENCIES }

  before_validation :assign_number, on: :create
  before_validation :assign_currency, on: :create

  scope :recent, -> { order(created_at: :desc) }
  scope :for_account, ->(account) { where(account_id: account.id) }
  scope :open, -> { where(status: %w[pending paid]) }

  def total
    total_cents / 100.0
  end

  def recalculate_total!
    update!(total_cents: lines.sum("quantity * unit_price_cents"))
  end

  def cancel!
    raise ArgumentError, "already shipped" if status == "shipped"

    update!(status: "cancelled")
  end

  private

  def assign_number
    self.number ||= account&.next_order_number
  end

  def assign_currency
    self.currency ||= account&.default_currency
  end
end
