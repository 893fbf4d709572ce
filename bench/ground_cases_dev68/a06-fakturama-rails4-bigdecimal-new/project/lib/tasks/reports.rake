namespace :reports do
  desc 'Year-end tax report as CSV: rake reports:year_end YEAR=2024 [RATE_OVERRIDE=19,0]'
  task year_end: :environment do
    require 'csv'
    year = Integer(ENV.fetch('YEAR'))
    override = ENV['RATE_OVERRIDE'] && TaxCalculator.parse_rate(ENV['RATE_OVERRIDE'])
    CSV($stdout, col_sep: ';') do |csv|
      csv << %w(country month net tax rate)
      Invoice.finalized.for_year(year).includes(:customer, :line_items).group_by { |i| i.customer.country }.each do |country, invoices|
        calc = TaxCalculator.new(country)
        calc.monthly_breakdown(invoices).each do |row|
          tax = override ? (row[:net] * override).round(2) : row[:tax]
          csv << [country, row[:month], row[:net].to_s('F'), tax.to_s('F'), row[:rate]]
        end
      end
    end
  end
end
