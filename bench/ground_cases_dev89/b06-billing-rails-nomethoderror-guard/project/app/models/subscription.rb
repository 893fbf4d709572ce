class Subscription < ApplicationRecord
  belongs_to :user, optional: true
  belongs_to :plan

  enum :status, { active: "active", cancelled: "cancelled", past_due: "past_due" }

  scope :due_for_renewal, ->(date) { active.where(current_period_end: ..date) }

  def monthly?
    plan.interval == "month"
  end
end
