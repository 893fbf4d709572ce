# frozen_string_literal: true

class Discrepancy < ApplicationRecord
  belongs_to :payout
  belongs_to :payment, optional: true

  KINDS = %w[amount_mismatch].freeze
  validates :kind, inclusion: { in: KINDS }
end
