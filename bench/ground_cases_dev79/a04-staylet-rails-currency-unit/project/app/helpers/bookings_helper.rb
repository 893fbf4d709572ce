module BookingsHelper
  def nights_label(booking)
    t("bookings.nights", count: booking.nights)
  end

  def booking_price(booking)
    number_to_currency(booking.total_cents / 100.0, unit: "€")
  end

  def stay_dates(booking)
    [l(booking.check_in, format: :short), l(booking.check_out, format: :short)].join(" – ")
  end
end
