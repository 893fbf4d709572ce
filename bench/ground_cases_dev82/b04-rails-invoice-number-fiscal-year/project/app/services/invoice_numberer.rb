class InvoiceNumberer
  PREFIXES = { invoice: "INV", credit_note: "CN" }.freeze

  def self.next_for(invoice, kind: :invoice)
    new(invoice, kind).next_number
  end

  def initialize(invoice, kind)
    @invoice = invoice
    @kind = kind
  end

  def next_number
    year = fiscal_year(@invoice.issued_on)
    seq = InvoiceSequence.transaction do
      row = InvoiceSequence.lock.find_or_create_by!(kind: @kind.to_s, fiscal_year: year)
      row.increment!(:last_value)
      row.last_value
    end
    @invoice.sequence = seq
    format("%s-%d-%06d", PREFIXES.fetch(@kind), year, seq)
  end

  private

  def fiscal_year(date)
    date.year
  end
end
