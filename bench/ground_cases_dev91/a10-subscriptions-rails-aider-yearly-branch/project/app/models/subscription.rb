class Subscription < ApplicationRecord
  belongs_to :account
  belongs_to :plan

  enum :status, { active: 0, past_due: 1, canceled: 2 }

  validates :renews_on, presence: true

  scope :due_for_renewal, ->(date = Date.current) { where("renews_on <= ?", date) }

  def monthly?
    plan.interval == "month"
  end

  def yearly?
    plan.interval == "year"
  end

  def cancel!
    update!(status: :canceled, canceled_at: Time.current)
  end
end
