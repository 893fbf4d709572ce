# frozen_string_literal: true

# 取り置き期限を過ぎた予約を期限切れにし、利用者へ通知する。
# 毎朝 6:00 に ExpireReservationsJob から呼ばれる。
class ReservationExpiry
  Result = Struct.new(:expired, :failed, keyword_init: true)

  def initialize(today: Time.zone.today, logger: Rails.logger)
    @today = today
    @logger = logger
  end

  def call
    expired = 0
    failed = []

    Reservation.overdue_pickup(@today)
               .includes(:book, :member)
               .find_each do |reservation|
      expire!(reservation)
      expired += 1
    rescue StandardError => e
      failed << reservation.id
      @logger.error("[ReservationExpiry] id=#{reservation.id} #{e.class}: #{e.message}")
    end

    @logger.info("[ReservationExpiry] #{@today} expired=#{expired} failed=#{failed.size}")
    Result.new(expired: expired, failed: failed)
  end

  private

  def expire!(reservation)
    reservation.update_column(:status, Reservation.statuses[:expired])
    ReservationMailer.with(reservation: reservation).pickup_expired.deliver_now
    @logger.info(
      "[ReservationExpiry] expired id=#{reservation.id} " \
      "book=#{reservation.book.title} member=#{reservation.member.card_number}"
    )
  end
end
