require "test_helper"

class PayoutCalculatorTest < ActiveSupport::TestCase
  setup do
    travel_to Time.zone.parse("2025-10-20 10:00")
    @seller = Seller.create!(name: "Lotus Tea", payouts_enabled: true, bank_account_iban: "DE89370400440532013000")
    @month = Date.new(2025, 10, 1)
  end

  def order(cents, paid_at)
    Order.create!(seller: @seller, status: "paid", amount_cents: cents, paid_at: paid_at)
  end

  test "sums paid orders of the month" do
    order(10_000, Time.zone.parse("2025-10-05 12:00"))
    order(5_000, Time.zone.parse("2025-11-01 09:00"))
    result = PayoutCalculator.for_month(@seller, @month).call
    assert_equal 10_000, result.gross_cents
  end

  test "deducts succeeded refunds" do
    o = order(10_000, Time.zone.parse("2025-10-05 12:00"))
    Refund.create!(order: o, amount_cents: 2_000, status: "succeeded", refunded_at: Time.zone.parse("2025-10-09 10:00"))
    result = PayoutCalculator.for_month(@seller, @month).call
    assert_equal 2_000, result.refunds_cents
  end

  test "charges the platform fee on sales minus refunds" do
    o = order(10_000, Time.zone.parse("2025-10-05 12:00"))
    Refund.create!(order: o, amount_cents: 2_000, status: "succeeded", refunded_at: Time.zone.parse("2025-10-09 10:00"))
    result = PayoutCalculator.for_month(@seller, @month).call
    assert_equal 400, result.fee_cents
    assert_equal 7_600, result.net_cents
  end
end
