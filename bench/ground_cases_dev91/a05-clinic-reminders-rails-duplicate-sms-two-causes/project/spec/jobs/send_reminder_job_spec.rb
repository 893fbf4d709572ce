require "rails_helper"

RSpec.describe SendReminderJob do
  let(:appointment) { create(:appointment, starts_at: 3.hours.from_now) }

  before do
    allow(SmsGateway).to receive(:deliver)
    allow(Analytics).to receive(:track)
  end

  it "sends the SMS and marks the appointment" do
    described_class.new.perform(appointment.id)

    expect(SmsGateway).to have_received(:deliver).once
    expect(appointment.reload.reminder_sent_at).to be_present
  end

  it "skips cancelled appointments" do
    appointment.cancelled!
    described_class.new.perform(appointment.id)

    expect(SmsGateway).not_to have_received(:deliver)
  end
end
