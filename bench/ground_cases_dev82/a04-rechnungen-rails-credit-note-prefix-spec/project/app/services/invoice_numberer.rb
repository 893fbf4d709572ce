# Draws the next number of a yearly range: RE-2025-00001, RE-2025-00002, ...
# German invoices need gap-free, unique numbers, so the sequence row is locked.
class InvoiceNumberer
  PREFIX = Rails.configuration.x.invoicing.prefix
  SERIES = { invoice: PREFIX, credit_note: "GS" }.freeze

  def self.next!(date: Date.current, series: :invoice)
    new(date, series).next!
  end

  def initialize(date, series = :invoice)
    raise ArgumentError, "unknown series #{series}" unless SERIES.key?(series)

    @year = date.year
    @series = series
  end

  def next!
    NumberSequence.transaction do
      seq = NumberSequence.lock.find_or_create_by!(scope: @series.to_s, year: @year) do |s|
        s.last_value = 0
      end
      seq.update!(last_value: seq.last_value + 1)
      format("%s-%d-%05d", PREFIX, @year, seq.last_value)
    end
  end
end
