# frozen_string_literal: true

class Subscription < ApplicationRecord
  belongs_to :customer
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { active: 0, paused: 1, canceled: 2 }
  enum :interval, { monthly: 0, yearly: 1 }

  validates :plan_code, presence: true
  validates :billing_anchor_day, inclusion: { in: 1..31 }
  validates :next_billing_on, presence: true

  before_validation :set_billing_defaults, on: :create

  scope :due_on, ->(date) { active.where(next_billing_on: ..date) }

  # 請求が済んだら次回請求日を進める
  def advance_billing_date!
    step = monthly? ? 1.month : 1.year
    update!(next_billing_on: next_billing_on + step)
  end

  def price
    Plan.find_by!(code: plan_code).price_for(interval)
  end

  def pause!(until_date)
    update!(status: :paused, resume_on: until_date)
  end

  def resume!
    update!(status: :active, resume_on: nil)
  end

  private

  def set_billing_defaults
    self.billing_anchor_day ||= started_on&.day
    self.next_billing_on ||= started_on
  end
end
