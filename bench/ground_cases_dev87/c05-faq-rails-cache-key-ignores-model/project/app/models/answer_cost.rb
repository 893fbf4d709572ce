class AnswerCost < ApplicationRecord
  validates :model, presence: true
  validates :tokens, numericality: { greater_than_or_equal_to: 0 }

  scope :today, -> { where(created_at: Time.current.all_day) }

  def self.daily_total
    today.sum(:cost_usd)
  end
end
