require "rails_helper"

RSpec.describe DayBeforeReminderJob do
  let(:today) { Date.new(2025, 11, 14) }
  let(:slot) { create(:slot, starts_at: Time.zone.parse("2025-11-15 11:00")) }

  it "mails tomorrow's reservations once" do
    reservation = create(:reservation, slot: slot, reserved_on: today + 1)

    expect { described_class.perform_now(today) }.to change { ActionMailer::Base.deliveries.size }.by(1)
    expect(reservation.reload.reminded_at).to be_present

    expect { described_class.perform_now(today) }.not_to(change { ActionMailer::Base.deliveries.size })
  end

  it "skips customers without email" do
    customer = create(:customer, email: nil)
    create(:reservation, slot: slot, customer: customer, reserved_on: today + 1)

    expect { described_class.perform_now(today) }.not_to(change { ActionMailer::Base.deliveries.size })
  end
end
