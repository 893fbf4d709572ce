class Order < ApplicationRecord
  belongs_to :customer
  has_one :payment, dependent: :destroy
  has_many :refunds, dependent: :destroy
  has_many :gift_card_redemptions

  validates :total_cents, numericality: { greater_than_or_equal_to: 0 }

  # Orders paid fully with a gift card have no Payment record.
  def gift_card_cents
    gift_card_redemptions.sum(:amount_cents)
  end

  # Everything the customer actually paid: card payment plus gift cards.
  def paid_cents
    (payment&.amount_cents || 0) + gift_card_cents
  end

  def refunded_cents
    refunds.sum(:amount_cents)
  end

  def fully_refunded?
    refunded_cents >= paid_cents
  end
end
