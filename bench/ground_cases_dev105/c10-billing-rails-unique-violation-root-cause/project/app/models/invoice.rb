class Invoice < ApplicationRecord
  belongs_to :account

  STATUSES = %w[draft sent paid].freeze

  validates :number, presence: true, uniqueness: { scope: :account_id }
  validates :customer_name, presence: true
  validates :total, numericality: { greater_than_or_equal_to: 0 }
  validates :status, inclusion: { in: STATUSES }

  attribute :status, :string, default: "draft"

  scope :unpaid, -> { where.not(status: "paid") }
  scope :overdue, ->(today = Date.current) { unpaid.where("due_on < ?", today) }
  scope :in_month, lambda { |month, zone|
    start = ActiveSupport::TimeZone[zone].parse("#{month}-01")
    where(created_at: start.beginning_of_month..start.end_of_month)
  }

  def sent?
    status != "draft"
  end

  def mark_sent!
    update!(status: "sent", sent_at: Time.current)
  end

  def mark_paid!
    raise ArgumentError, "invoice #{number} is still a draft" unless sent?

    update!(status: "paid", paid_at: Time.current)
  end

  def overdue?(today = Date.current)
    status != "paid" && due_on.present? && due_on < today
  end
end
