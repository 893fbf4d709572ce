# How much of the deposit a client gets back when they cancel.
# Salon policy (see the booking confirmation mail): 48h or more before -> everything,
# 24h or more -> half, less than 24h -> nothing.
class RefundPolicy
  # Checked in order: keep the largest threshold first.
  TIERS = [
    [48, 1.0],
    [24, 0.5],
  ].freeze

  def initialize(booking, cancelled_at: Time.current)
    @booking = booking
    @cancelled_at = cancelled_at
  end

  def refund_fraction
    hours = @booking.hours_until_start(@cancelled_at)
    tier = TIERS.find { |min_hours, _| hours >= min_hours }
    tier ? tier.last : 0.0
  end

  def refund_cents
    (@booking.deposit_cents * refund_fraction).round
  end
end
