require "rails_helper"

RSpec.describe PushDispatcher do
  let(:user) { create(:user, time_zone: "Tokyo") }
  let(:notification) { create(:notification, user: user, kind: "mention") }

  before { create(:device, user: user, push_token: "a" * 64) }

  it "enqueues one rpush notification per device" do
    expect { described_class.new(notification).call }.to change(Rpush::Apns2::Notification, :count).by(1)
  end

  it "skips users who turned push off" do
    user.notification_preference.update!(push_enabled: false)
    result = described_class.new(notification).call
    expect(result.skipped_reason).to eq(:disabled)
  end

  it "skips during quiet hours in the user's time zone" do
    user.notification_preference.update!(quiet_start_hour: 1, quiet_end_hour: 6)
    travel_to Time.zone.parse("2025-11-18 18:30 UTC") do # 03:30 in Tokyo
      expect(described_class.new(notification).call.skipped_reason).to eq(:quiet_hours)
    end
  end

  it "skips muted kinds" do
    user.notification_preference.update!(muted_kinds: ["mention"])
    expect(described_class.new(notification).call.sent).to eq(0)
  end
end
