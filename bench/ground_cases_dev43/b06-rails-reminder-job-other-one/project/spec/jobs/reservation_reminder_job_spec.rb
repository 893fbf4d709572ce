require "rails_helper"

RSpec.describe ReservationReminderJob do
  let(:shop) { create(:shop, open_at: 10, close_at: 22) }

  it "sends reminders for reservations on the given date" do
    r = create(:reservation, shop:, starts_at: Time.zone.parse("2025-11-27 12:00"))
    expect { described_class.perform_now("2025-11-27") }
      .to have_enqueued_mail(ReservationMailer, :reminder).with(r)
  end

  it "does not send twice" do
    create(:reservation, shop:, starts_at: Time.zone.parse("2025-11-27 12:00"), reminded_at: 1.hour.ago)
    expect(described_class.perform_now("2025-11-27")).to eq 0
  end
end
