class ReservationMailer < ApplicationMailer
  default from: "no-reply@kaigishitsu.example.jp"

  def confirmed(reservation)
    @reservation = reservation
    @user = reservation.user
    @room = reservation.room
    mail(
      to: @user.email,
      subject: "【会議室予約】#{@room.name} の予約が確定しました"
    )
  end

  def cancelled(reservation)
    @reservation = reservation
    @user = reservation.user
    @room = reservation.room
    mail(
      to: @user.email,
      subject: "【会議室予約】#{@room.name} の予約をキャンセルしました"
    )
  end

  def reminder(reservation)
    @reservation = reservation
    @user = reservation.user
    @room = reservation.room
    mail(
      to: @user.email,
      subject: "【会議室予約】明日 #{@reservation.starts_at.strftime('%H:%M')} から #{@room.name}"
    )
  end

  private

  def default_url_options
    { host: ENV.fetch("APP_HOST", "kaigishitsu.example.jp") }
  end
end
