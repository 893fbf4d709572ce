class Receipt < ApplicationRecord
  belongs_to :customer

  validates :amount, numericality: { only_integer: true, greater_than_or_equal_to: 0 }
  validates :issued_on, presence: true

  TAX_RATE = 10

  def tax_amount
    (amount * TAX_RATE / (100 + TAX_RATE)).floor
  end

  def amount_label
    "#{amount.to_fs(:delimited)}円"
  end

  def tax_label
    "(内消費税 #{tax_amount.to_fs(:delimited)}円)"
  end

  def addressee
    "#{customer.name} 様"
  end

  def number_label
    format("No.%08d", id)
  end

  def reissued?
    reissue_count.to_i.positive?
  end

  def title
    reissued? ? "領収書(再発行)" : "領収書"
  end
end
