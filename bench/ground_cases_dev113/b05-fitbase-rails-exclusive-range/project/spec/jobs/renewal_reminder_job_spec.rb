require "rails_helper"

RSpec.describe RenewalReminderJob do
  include ActiveJob::TestHelper

  let(:gym) { create(:gym, name: "FitBase 中目黒") }
  let(:member) { create(:member, email: "taro@example.jp") }

  def sub(ends_on:)
    create(:subscription, member:, gym:, plan: "monthly", starts_on: Date.current - 30, ends_on:)
  end

  it "sends a reminder 7 days before" do
    s = sub(ends_on: Date.current + 7)
    expect { described_class.perform_now }
      .to have_enqueued_mail(MembershipMailer, :renewal_reminder).with(s)
  end

  it "does not send twice" do
    sub(ends_on: Date.current + 3)
    described_class.perform_now
    expect { described_class.perform_now }.not_to have_enqueued_mail(MembershipMailer, :renewal_reminder)
  end

  it "skips ones far from the end" do
    sub(ends_on: Date.current + 20)
    expect { described_class.perform_now }.not_to have_enqueued_mail(MembershipMailer, :renewal_reminder)
  end

  it "marks reminded" do
    s = sub(ends_on: Date.current + 1)
    described_class.perform_now
    expect(s.reload.reminded_at).to be_present
  end
end
