class BalanceTransaction < ApplicationRecord
  belongs_to :payout, optional: true

  validates :stripe_id, presence: true, uniqueness: true

  TYPES = %w[charge refund adjustment payout stripe_fee].freeze

  scope :charges, -> { where(kind: "charge") }
  scope :refunds, -> { where(kind: "refund") }
  scope :created_between, ->(from, to) { where(created_at_stripe: from...to) }

  def self.from_stripe(txn)
    find_or_initialize_by(stripe_id: txn.id).tap do |bt|
      bt.kind = txn.type
      bt.amount = txn.amount
      bt.fee = txn.fee
      bt.net = txn.net
      bt.source_id = txn.source.is_a?(String) ? txn.source : txn.source&.id
      bt.created_at_stripe = Time.zone.at(txn.created)
    end
  end
end
