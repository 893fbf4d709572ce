class Subscription < ApplicationRecord
  PLANS = {
    "starter" => { monthly_cents: 900, seats: 3 },
    "team" => { monthly_cents: 2900, seats: 10 },
    "business" => { monthly_cents: 7900, seats: 50 }
  }.freeze

  belongs_to :account
  has_many :invoices, dependent: :destroy

  validates :plan, inclusion: { in: PLANS.keys }
  validates :status, inclusion: { in: %w[trialing active past_due canceled] }

  scope :trialing, -> { where(status: "trialing") }
  scope :renewing_before, ->(time) { where(status: "active").where("current_period_end < ?", time) }

  def trialing?
    status == "trialing" && trial_ends_at.present? && trial_ends_at > Time.current
  end

  def trial_days_left
    return 0 unless trialing?

    ((trial_ends_at - Time.current) / 1.day).floor
  end

  def monthly_price_cents
    PLANS.fetch(plan)[:monthly_cents]
  end

  def seats
    PLANS.fetch(plan)[:seats]
  end

  def cancel!
    update!(status: "canceled", canceled_at: Time.current)
  end

  def cancel_at_period_end!
    update!(cancel_at_period_end: true)
  end
end
