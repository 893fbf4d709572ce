class Invoice < ActiveRecord::Base
  belongs_to :customer
  has_many :line_items, -> { order(:position) }, dependent: :destroy

  scope :for_year, ->(year) { where(issued_on: Date.new(year, 1, 1)..Date.new(year, 12, 31)) }
  scope :finalized, -> { where.not(finalized_at: nil) }

  def net_total
    line_items.to_a.sum(&:net_amount)
  end

  def tax_total
    TaxCalculator.new(customer.country).tax_for(net_total)
  end

  def total
    net_total + tax_total
  end

  def number_for_print
    format('%s-%05d', issued_on.year, sequence_no)
  end
end
