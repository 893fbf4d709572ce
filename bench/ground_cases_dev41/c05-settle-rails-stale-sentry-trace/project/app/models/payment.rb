# frozen_string_literal: true

class Payment < ApplicationRecord
  belongs_to :merchant
  belongs_to :payout, optional: true

  validates :provider_ref, presence: true, uniqueness: true
  validates :amount_cents, numericality: { only_integer: true, greater_than: 0 }

  scope :unreconciled, -> { where(reconciled_at: nil) }
end
