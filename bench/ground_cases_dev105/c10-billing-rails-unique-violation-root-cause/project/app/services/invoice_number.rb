# Generates human-facing invoice numbers: INV-YYYYMM-0001, restarting every month.
class InvoiceNumber
  PREFIX = "INV".freeze
  WIDTH = 4

  def self.next_for(account, at: Time.current)
    new(account, at).next
  end

  def initialize(account, at)
    @account = account
    @at = at.in_time_zone(account.time_zone)
  end

  def next
    "#{PREFIX}-#{@at.strftime('%Y%m')}-#{format("%0#{WIDTH}d", sequence)}"
  end

  private

  def sequence
    month = @at.beginning_of_month..@at.end_of_month
    @account.invoices.where(created_at: month).count + 1
  end

  def self.parse(number)
    m = /\A#{PREFIX}-(\d{6})-(\d+)\z/.match(number)
    return nil unless m

    { month: m[1], seq: m[2].to_i }
  end
  private_class_method :parse
end
