class Subscription < ApplicationRecord
  belongs_to :member

  enum :plan, { monthly: "monthly", yearly: "yearly" }, prefix: true
  enum :state, { trial: "trial", active: "active", cancelled: "cancelled" }

  validates :ends_at, presence: true

  scope :ending_on, ->(day) { where(ends_at: day.in_time_zone.all_day) }
  scope :active_paid, -> { active.where.not(plan: nil) }

  def days_left
    ((ends_at - Time.zone.now) / 1.day).ceil
  end

  def renew!
    period = plan_yearly? ? 1.year : 1.month
    update!(ends_at: ends_at + period, state: "active")
  end
end
