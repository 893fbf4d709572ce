# frozen_string_literal: true

class Refund < ApplicationRecord
  belongs_to :payment
  belongs_to :merchant

  monetize :amount_cents

  scope :settled_on, ->(day) { where(settled_at: day.all_day) }

  validates :reference, presence: true, uniqueness: true
  validate :not_more_than_paid

  private

  def not_more_than_paid
    return if payment.nil?
    return if amount_cents + payment.refunded_cents <= payment.amount_cents

    errors.add(:amount_cents, "exceeds the remaining amount of the payment")
  end
end
