class Subscription < ApplicationRecord
  belongs_to :user

  PLANS = { "monthly" => 1, "yearly" => 12 }.freeze

  validates :plan, inclusion: { in: PLANS.keys }

  def renews_on
    started_on.advance(months: PLANS.fetch(plan) * periods_paid)
  end

  def active?
    cancelled_at.nil? && renews_on >= Date.current
  end

  def days_left
    (renews_on - Date.current).to_i
  end
end
