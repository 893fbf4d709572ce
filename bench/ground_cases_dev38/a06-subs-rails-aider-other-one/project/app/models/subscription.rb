class Subscription < ApplicationRecord
  INTERVALS = %w[month year].freeze
  STATUSES = %w[trialing active past_due canceled].freeze

  belongs_to :account
  belongs_to :plan
  has_many :charges, dependent: :restrict_with_error

  validates :status, inclusion: { in: STATUSES }
  validates :renews_at, presence: true, unless: :canceled?

  scope :active_or_past_due, -> { where(status: %w[active past_due]) }
  scope :trial_ending, ->(within = 3.days) { where(status: "trialing").where(trial_ends_at: ..within.from_now) }

  delegate :interval, :price_cents, :currency, to: :plan

  def canceled?
    status == "canceled"
  end

  # Called by RenewalService after a successful charge.
  def advance!
    update!(
      current_period_start: renews_at,
      renews_at: next_renewal_at,
      status: "active",
      failed_attempts: 0
    )
  end

  def next_renewal_at
    case interval
    when "year" then renews_at + 1.year
    when "month" then renews_at + 1.month
    else raise ArgumentError, "unknown plan interval #{interval.inspect}"
    end
  end

  def mark_past_due!
    update!(status: "past_due", failed_attempts: failed_attempts + 1)
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at_period_end: true)
    else
      update!(status: "canceled", canceled_at: Time.current, renews_at: nil)
    end
  end

  def end!
    update!(status: "canceled", canceled_at: Time.current, renews_at: nil, cancel_at_period_end: false)
  end
end
