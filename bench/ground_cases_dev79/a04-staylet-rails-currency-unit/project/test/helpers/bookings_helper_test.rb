require "test_helper"

class BookingsHelperTest < ActionView::TestCase
  Booking = Struct.new(:check_in, :check_out, :total_cents) do
    def nights = (check_out - check_in).to_i
  end

  test "stay dates in french" do
    b = Booking.new(Date.new(2025, 3, 4), Date.new(2025, 3, 7), 0)
    I18n.with_locale(:fr) { assert_equal "4 mars – 7 mars", stay_dates(b) }
  end

  test "price in german" do
    b = Booking.new(Date.new(2025, 3, 4), Date.new(2025, 3, 7), 123450)
    I18n.with_locale(:de) { assert_equal "1.234,50 €", booking_price(b) }
  end
end
