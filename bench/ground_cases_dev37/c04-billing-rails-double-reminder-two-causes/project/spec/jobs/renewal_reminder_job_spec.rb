require "rails_helper"

RSpec.describe RenewalReminderJob do
  let(:today) { Date.new(2025, 11, 20) }

  it "mails subscriptions renewing in three days" do
    due = create(:subscription, :active, renews_on: today + 3)
    create(:subscription, :active, renews_on: today + 4)

    expect { described_class.new.perform(today.iso8601) }
      .to change { ActionMailer::Base.deliveries.size }.by(1)
    expect(due.reload.reminder_sent_on).to eq(today)
  end

  it "skips accounts without an email" do
    sub = create(:subscription, :active, renews_on: today + 3)
    sub.account.update_column(:email, "")

    expect { described_class.new.perform(today.iso8601) }
      .not_to(change { ActionMailer::Base.deliveries.size })
  end

  it "ignores canceled subscriptions" do
    create(:subscription, status: :canceled, renews_on: today + 3)

    expect { described_class.new.perform(today.iso8601) }
      .not_to(change { ActionMailer::Base.deliveries.size })
  end
end
