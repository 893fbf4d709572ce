require "rails_helper"

RSpec.describe RenewalReminderJob do
  let(:account) { create(:account, billing_email: "ap@acme.test") }
  let!(:sub) { create(:subscription, account: account) }

  before do
    allow(Subscription).to receive(:due_for_reminder).and_return(Subscription.where(id: sub.id))
  end

  it "enqueues a reminder for each subscription due" do
    expect { described_class.perform_now }
      .to have_enqueued_mail(RenewalMailer, :reminder).with(sub)
  end

  it "skips suspended accounts" do
    account.update!(suspended_at: Time.current)
    expect { described_class.perform_now }.not_to have_enqueued_mail(RenewalMailer, :reminder)
  end

  it "stamps reminded_at" do
    described_class.perform_now
    expect(sub.reload.reminded_at).to be_present
  end
end
