class Subscription < ApplicationRecord
  STATUSES = %w[trialing active past_due cancelled].freeze

  belongs_to :account
  belongs_to :plan

  validates :status, inclusion: { in: STATUSES }
  validates :current_period_end, presence: true

  scope :due, ->(now = Time.zone.now) { where(status: %w[active trialing past_due]).where("current_period_end <= ?", now) }
  scope :trialing, -> { where(status: "trialing") }

  def cancel!(at: Time.zone.now)
    update!(status: "cancelled", cancelled_at: at)
  end

  def active?
    status == "active"
  end

  def days_left(now = Time.zone.now)
    ((current_period_end - now) / 1.day).ceil
  end
end
