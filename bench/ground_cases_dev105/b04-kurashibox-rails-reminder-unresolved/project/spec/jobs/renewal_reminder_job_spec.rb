require "rails_helper"

RSpec.describe RenewalReminderJob do
  let(:today) { Date.new(2026, 3, 10) }
  let(:user) { create(:user, email_confirmed_at: 1.month.ago) }

  it "sends a reminder three days before renewal" do
    sub = create(:subscription, user: user, renews_on: today + 3, auto_renew: true)
    expect { described_class.new.perform(today.iso8601) }
      .to have_enqueued_mail(RenewalMailer, :reminder)
    expect(sub.reload.reminder_sent_at).to be_present
  end

  it "does not remind twice" do
    create(:subscription, user: user, renews_on: today + 3, auto_renew: true, reminder_sent_at: 1.hour.ago)
    expect { described_class.new.perform(today.iso8601) }
      .not_to have_enqueued_mail(RenewalMailer, :reminder)
  end

  it "skips users who unsubscribed" do
    user.update!(unsubscribed_from_mail: true)
    create(:subscription, user: user, renews_on: today + 3, auto_renew: true)
    expect { described_class.new.perform(today.iso8601) }
      .not_to have_enqueued_mail(RenewalMailer, :reminder)
  end

  it "ignores subscriptions without auto renew" do
    create(:subscription, user: user, renews_on: today + 3, auto_renew: false)
    expect { described_class.new.perform(today.iso8601) }
      .not_to have_enqueued_mail(RenewalMailer, :reminder)
  end
end
