class Subscription < ApplicationRecord
  PLANS = %w[starter team business].freeze
  STATES = %w[trialing active past_due canceled].freeze

  belongs_to :account
  has_many :invoices, dependent: :restrict_with_error

  validates :plan, inclusion: { in: PLANS }
  validates :state, inclusion: { in: STATES }
  validates :seats, numericality: { greater_than: 0 }

  scope :active, -> { where(state: %w[trialing active]) }
  scope :due_for_renewal, ->(on = Time.zone.today) { active.where(renews_on: ..on) }

  def renew!(today: Time.zone.today)
    transaction do
      invoices.create!(amount_cents: price_cents, issued_on: today)
      update!(renews_on: renews_on.next_month, state: "active")
    end
  end

  def cancel!(at: Time.current)
    update!(state: "canceled", canceled_at: at)
  end

  def price_cents
    seats * Plan.fetch(plan).seat_price_cents
  end

  def trial_days_left(today: Time.zone.today)
    return 0 unless state == "trialing"

    [(trial_ends_on - today).to_i, 0].max
  end
end
