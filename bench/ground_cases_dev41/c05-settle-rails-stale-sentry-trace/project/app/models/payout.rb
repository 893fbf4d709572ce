# frozen_string_literal: true

class Payout < ApplicationRecord
  has_many :payments, dependent: :nullify
  has_many :discrepancies, dependent: :destroy

  enum :status, { pending: "pending", reconciled: "reconciled", needs_review: "needs_review" }, default: :pending

  validates :provider_id, presence: true, uniqueness: true
end
