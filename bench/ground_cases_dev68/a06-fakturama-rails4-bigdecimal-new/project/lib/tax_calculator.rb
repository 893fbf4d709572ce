# Tax rules for invoices. Rates per country, reduced rates are not used by us.
# Used by Invoice#tax_total and the year-end report (lib/tasks/reports.rake).
class TaxCalculator
  RATES = {
    'DE' => '0.19',
    'AT' => '0.20',
    'NL' => '0.21',
    'CH' => '0.077'
  }.freeze

  def initialize(country)
    @country = country.to_s.upcase
  end

  def rate
    return BigDecimal('0') if reverse_charge?
    BigDecimal(RATES.fetch(@country, RATES['DE']))
  end

  def tax_for(net)
    (net * rate).round(2)
  end

  # the year-end report wants tax per month, with the rate as a string column
  def monthly_breakdown(invoices)
    invoices.group_by { |i| i.issued_on.month }.map do |month, list|
      net = list.sum(&:net_total)
      { month: month, net: net, tax: tax_for(net), rate: format('%.1f%%', rate * 100) }
    end
  end

  def self.parse_rate(text)
    BigDecimal.new(text.to_s.tr(',', '.'))
  end

  private

  def reverse_charge?
    @country == 'CH'
  end
end
