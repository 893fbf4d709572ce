require "rails_helper"

RSpec.describe ReminderJob do
  include ActiveJob::TestHelper

  it "sends a reminder for tomorrow's reservations once" do
    reservation = create(:reservation, starts_at: Date.tomorrow.to_time.change(hour: 11))

    expect { described_class.perform_now }.to have_enqueued_mail(ReservationMailer, :reminder)
    expect(reservation.reload.reminded_at).to be_present
    expect { described_class.perform_now }.not_to have_enqueued_mail(ReservationMailer, :reminder)
  end
end
