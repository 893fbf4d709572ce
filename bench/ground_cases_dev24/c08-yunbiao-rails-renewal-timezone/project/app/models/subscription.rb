class Subscription < ApplicationRecord
  belongs_to :account
  belongs_to :plan

  STATUSES = %w[trialing active past_due canceled].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :renews_on, presence: true, if: :active?

  scope :active, -> { where(status: %w[trialing active]) }
  scope :due_for_renewal, -> { active.where("COALESCE(renews_on, trial_ends_on) <= ?", Date.today) }
  scope :expiring_soon, ->(days = 7) { active.where(renews_on: Date.current..days.days.from_now.to_date) }

  def active?
    status == "active"
  end

  def trialing?
    status == "trialing"
  end

  # Trials have no renews_on yet; their first charge is due when the trial ends.
  def renewal_date
    renews_on || trial_ends_on
  end

  def amount_cents
    plan.price_cents
  end

  def cancel!(reason:)
    update!(status: "canceled", canceled_at: Time.current, cancel_reason: reason)
  end
end
