class Subscription < ApplicationRecord
  belongs_to :member
  belongs_to :plan

  enum :status, { active: 0, paused: 1, cancelled: 2 }, default: :active

  validates :started_on, presence: true
  validates :renewals_count, numericality: { greater_than_or_equal_to: 0 }

  scope :due_on, ->(date) { active.where(next_renewal_cache: date) }
  scope :renewing_within, ->(days, from: Date.current) {
    active.where(next_renewal_cache: from..(from + days.days)).order(:next_renewal_cache)
  }

  before_save :cache_next_renewal

  # The date the next period starts: one calendar period after the last renewal
  # (or after the start, before the first renewal).
  def next_renewal_on
    step = plan.yearly? ? { years: 1 } : { months: 1 }
    (last_renewed_on || started_on).advance(step)
  end

  def renew!(on: Date.current)
    transaction do
      self.renewals_count += 1
      self.last_renewed_on = on
      save!
      member.charges.create!(amount_cents: plan.price_cents, description: "#{plan.name} renewal")
    end
  end

  def pause!
    update!(status: :paused, paused_on: Date.current)
  end

  private

  def cache_next_renewal
    self.next_renewal_cache = next_renewal_on if started_on && plan
  end
end
