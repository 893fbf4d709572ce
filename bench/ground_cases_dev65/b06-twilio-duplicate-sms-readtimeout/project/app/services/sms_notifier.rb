# Texts for the SMS we send about a reservation.
module SmsNotifier
  KINDS = %w[confirmation reminder cancellation].freeze

  module_function

  def body_for(reservation, kind)
    raise ArgumentError, "unknown kind #{kind}" unless KINDS.include?(kind)

    at = reservation.starts_at.in_time_zone("Asia/Tokyo")
    shop = reservation.shop_name
    case kind
    when "confirmation"
      "【#{shop}】#{at.strftime('%-m/%-d %H:%M')}のご予約を承りました。変更はこちら #{manage_url(reservation)}"
    when "reminder"
      return nil if reservation.canceled?

      "【#{shop}】明日#{at.strftime('%H:%M')}にご来店をお待ちしております。"
    when "cancellation"
      "【#{shop}】#{at.strftime('%-m/%-d %H:%M')}のご予約をキャンセルしました。"
    end
  end

  def manage_url(reservation)
    "https://reserva.example.jp/r/#{reservation.token}"
  end

  def enqueue(reservation, kind)
    SendSmsJob.perform_later(reservation.id, kind)
  end
end
