require "rails_helper"

RSpec.describe ReminderScheduler do
  it "sends at 09:00 Berlin time" do
    user = User.new(time_zone: "Europe/Berlin")
    at = described_class.new.send_at(user, Date.new(2025, 1, 15))
    expect(at).to eq(Time.utc(2025, 1, 15, 8))
  end
end
