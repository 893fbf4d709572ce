class Subscription < ApplicationRecord
  belongs_to :user
  belongs_to :plan

  STATUSES = %w[active past_due canceled].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :renews_on, presence: true

  # past_due is still charged (we retry), canceled is not
  scope :active, -> { where(status: %w[active past_due]) }
  # trial_ends_at が NULL（トライアルなし）か、もう過ぎている
  scope :trial_over, -> { where(trial_ends_at: nil).or(where(trial_ends_at: Time.current..)) }
  scope :billable, -> { active.trial_over }
  scope :due_for_renewal, ->(date = Date.current) { billable.where(renews_on: ..date) }
  scope :trial_ending_on, lambda { |date|
    active.where(trial_ends_at: date.all_day)
  }

  def in_trial?(now = Time.current)
    trial_ends_at.present? && trial_ends_at > now
  end

  def monthly_amount
    plan.yearly? ? (plan.price / 12.0).round : plan.price
  end

  def charge_amount
    plan.price
  end

  def renew!(today = Date.current)
    next_date = plan.yearly? ? renews_on.next_year : renews_on.next_month
    next_date = today.next_month if next_date <= today
    update!(renews_on: next_date, status: "active")
  end

  def mark_past_due!
    update!(status: "past_due")
  end

  def cancel!(at: Time.current)
    update!(status: "canceled", canceled_at: at)
  end
end
