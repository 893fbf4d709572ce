class Subscription < ApplicationRecord
  GRACE_DAYS = 3

  belongs_to :account
  belongs_to :plan

  enum :status, { trialing: "trialing", active: "active", past_due: "past_due", canceled: "canceled" }

  validates :started_on, :current_period_end, presence: true

  scope :renewing_on, ->(date) { active.where(current_period_end: date) }
  scope :expiring_soon, ->(days = 7) { active.where(current_period_end: Date.current..(Date.current + days.days)) }

  # The next period ends one month after the current one, on the day of month the
  # subscription started (clamped to the month's last day: Jan 31 -> Feb 28 -> Mar 31).
  def next_renewal_on
    following = current_period_end.next_month
    following.change(day: [started_on.day, following.end_of_month.day].min)
  end

  def grace_ends_on
    current_period_end + GRACE_DAYS.days
  end

  # Customers keep access for GRACE_DAYS after the period ends, the last day included.
  def in_grace_period?
    past_due? && Date.current < grace_ends_on
  end

  def accessible?
    active? || trialing? || in_grace_period?
  end

  def renew!
    transaction do
      update!(current_period_end: next_renewal_on, status: :active)
      account.invoices.create!(plan: plan, amount_cents: plan.price_cents, period_end: current_period_end)
    end
  end

  def cancel!(at: Time.current)
    update!(status: :canceled, canceled_at: at)
  end
end
