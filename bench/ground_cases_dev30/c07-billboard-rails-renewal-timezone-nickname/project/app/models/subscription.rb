class Subscription < ApplicationRecord
  belongs_to :account
  belongs_to :plan
  has_many :invoices, dependent: :restrict_with_error

  STATUSES = %w[trialing active past_due canceled].freeze

  validates :status, inclusion: { in: STATUSES }
  validates :renews_on, presence: true, unless: :canceled?

  scope :active, -> { where(status: %w[trialing active]) }
  scope :trial_ending_soon, -> { where(status: "trialing", trial_ends_on: Date.current..3.days.from_now.to_date) }
  scope :due_for_renewal, -> { active.where("renews_on <= ?", Date.today) }
  scope :past_due, -> { where(status: "past_due") }

  STATUSES.each do |s|
    define_method("#{s}?") { status == s }
  end

  def renewal_due?
    !canceled? && renews_on <= Date.current
  end

  def days_left_in_trial
    return 0 unless trialing? && trial_ends_on
    [(trial_ends_on - Date.current).to_i, 0].max
  end

  def renew!
    transaction do
      invoices.create!(amount_cents: plan.price_cents, currency: plan.currency, period_start: renews_on,
                       period_end: renews_on.next_month)
      update!(status: "active", renews_on: renews_on.next_month)
    end
  end

  def cancel!(reason: nil)
    update!(status: "canceled", canceled_at: Time.current, cancel_reason: reason)
  end
end
