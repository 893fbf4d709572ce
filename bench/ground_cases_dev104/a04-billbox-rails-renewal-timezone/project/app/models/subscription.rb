class Subscription < ApplicationRecord
  belongs_to :account
  has_many :invoices, dependent: :nullify

  PLANS = { "monthly" => 1, "quarterly" => 3, "yearly" => 12 }.freeze

  validates :plan, inclusion: { in: PLANS.keys }
  validates :renews_on, presence: true

  scope :active, -> { where(cancelled_at: nil) }

  def self.due_today
    active.where("renews_on <= ?", Date.today)
  end

  def months
    PLANS.fetch(plan)
  end

  def advance!
    update!(renews_on: renews_on.advance(months: months))
  end

  def cancel!(at: Time.current)
    update!(cancelled_at: at)
  end

  def local_today
    Time.current.in_time_zone(account.time_zone).to_date
  end
end
