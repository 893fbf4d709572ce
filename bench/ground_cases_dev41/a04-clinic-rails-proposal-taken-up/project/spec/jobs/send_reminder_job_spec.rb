require "rails_helper"

RSpec.describe SendReminderJob do
  let(:appointment) { create(:appointment, starts_at: 1.day.from_now) }
  let(:sms) { instance_double(SmsClient, deliver: true) }

  before { allow(SmsClient).to receive(:new).and_return(sms) }

  it "sends the reminder and stamps it" do
    described_class.perform_now(appointment.id)
    expect(sms).to have_received(:deliver).with(hash_including(to: appointment.patient.phone))
    expect(appointment.reload.reminder_sent_at).to be_present
  end

  it "skips patients who opted out" do
    appointment.patient.update!(sms_opt_out: true)
    described_class.perform_now(appointment.id)
    expect(sms).not_to have_received(:deliver)
  end

  it "skips cancelled appointments" do
    appointment.cancel!(reason: "patient called")
    described_class.perform_now(appointment.id)
    expect(sms).not_to have_received(:deliver)
  end

  it "does nothing for a deleted appointment" do
    id = appointment.id
    appointment.destroy!
    expect { described_class.perform_now(id) }.not_to raise_error
  end
end
