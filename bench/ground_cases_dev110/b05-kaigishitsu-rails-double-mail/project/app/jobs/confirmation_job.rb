class ConfirmationJob < ApplicationJob
  queue_as :mailers

  retry_on Net::ReadTimeout, wait: 10.seconds, attempts: 3

  def perform(reservation_id)
    reservation = Reservation.find_by(id: reservation_id)
    return if reservation.nil? || !reservation.confirmed?

    ReservationMailer.confirmed(reservation).deliver_now
    SlackNotifier.post("#reservations", "予約確定: #{reservation.room.name} #{reservation.starts_at}")
  end
end

# Notes:
# - Runs on the :mailers queue (Sidekiq, concurrency 5 in config/sidekiq.yml).
# - deliver_now here on purpose: the job itself is the async part, and we want
#   the Slack post to happen only after the mail went out.
# - SlackNotifier raises Net::ReadTimeout when Slack is slow; retry_on then
#   re-runs the whole perform, including the mail.
#
# Example:
#   ConfirmationJob.perform_later(reservation.id)
#
# Related:
#   app/mailers/reservation_mailer.rb
#   app/models/reservation.rb
#
# TODO: move the Slack post into its own job.
# TODO: add a spec for the not-confirmed early return.
