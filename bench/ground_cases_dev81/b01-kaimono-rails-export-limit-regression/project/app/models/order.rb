class Order < ApplicationRecord
  belongs_to :shop
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  STATUSES = %w[pending paid on_hold shipped cancelled refunded].freeze

  validates :number, presence: true, uniqueness: { scope: :shop_id }
  validates :status, inclusion: { in: STATUSES }
  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  scope :with_status, ->(status) { status.present? ? where(status: status) : all }
  scope :created_between, lambda { |from, to|
    rel = all
    rel = rel.where("orders.created_at >= ?", from.beginning_of_day) if from
    rel = rel.where("orders.created_at <= ?", to.end_of_day) if to
    rel
  }
  scope :recent_first, -> { order(created_at: :desc, id: :desc) }

  def total_yen
    total_cents / 100
  end

  def display_status
    I18n.t("orders.status.#{status}", default: status)
  end

  def cancellable?
    %w[pending paid].include?(status)
  end

  def cancel!
    raise ArgumentError, "cannot cancel #{status} order" unless cancellable?

    update!(status: "cancelled", cancelled_at: Time.current)
  end
end
