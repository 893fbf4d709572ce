# frozen_string_literal: true

class Payment < ApplicationRecord
  belongs_to :merchant
  has_one :fee, class_name: "PaymentFee", dependent: :destroy
  has_many :refunds, dependent: :restrict_with_exception

  monetize :amount_cents

  # Fees were introduced in March 2019; payments before that have no PaymentFee row.
  scope :settled_on, ->(day) { where(settled_at: day.all_day) }

  validates :reference, presence: true, uniqueness: true
  validates :currency, inclusion: { in: %w[CNY HKD USD] }

  def refunded_cents
    refunds.sum(:amount_cents)
  end

  def fully_refunded?
    refunded_cents >= amount_cents
  end

  def fee_cents
    fee&.amount_cents.to_i
  end

  def net_cents
    amount_cents - fee_cents
  end
end
