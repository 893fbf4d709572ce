require "rails_helper"

RSpec.describe RenewalReminderJob do
  include ActiveSupport::Testing::TimeHelpers

  let(:user) { create(:user) }
  let(:plan) { create(:plan, price: 480) }

  it "3日後に更新されるサブスクにだけメールを送る" do
    travel_to Time.zone.local(2025, 3, 10, 12, 0) do
      target = create(:subscription, user:, plan:, renews_on: Date.new(2025, 3, 13))
      create(:subscription, user:, plan:, renews_on: Date.new(2025, 3, 14))

      expect { described_class.perform_now }
        .to have_enqueued_mail(SubscriptionMailer, :renewal_reminder).once
      expect(target.reload.reminder_sent_on).to eq Date.new(2025, 3, 10)
    end
  end

  it "送信済みなら送らない" do
    travel_to Time.zone.local(2025, 3, 10, 12, 0) do
      create(:subscription, user:, plan:, renews_on: Date.new(2025, 3, 13), reminder_sent_on: Date.new(2025, 3, 10))
      expect { described_class.perform_now }.not_to have_enqueued_mail
    end
  end
end
