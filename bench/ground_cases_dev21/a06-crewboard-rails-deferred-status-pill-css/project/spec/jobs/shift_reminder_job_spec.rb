require "rails_helper"

RSpec.describe ShiftReminderJob do
  include ActiveJob::TestHelper

  let(:now) { Time.zone.parse("2025-11-05 10:00") }
  let(:user) { create(:user) }

  it "reminds filled shifts starting within 24h once" do
    shift = create(:shift, :filled, assignee: user, starts_at: now + 5.hours)

    expect { described_class.perform_now(now: now) }
      .to have_enqueued_mail(ShiftMailer, :reminder).with(shift)
    expect(shift.reload.reminder_sent_at).to eq(now)

    expect { described_class.perform_now(now: now + 15.minutes) }.not_to have_enqueued_mail
  end

  it "skips shifts further out than 24h" do
    create(:shift, :filled, assignee: user, starts_at: now + 30.hours)

    expect { described_class.perform_now(now: now) }.not_to have_enqueued_mail
  end

  it "skips open shifts" do
    create(:shift, starts_at: now + 2.hours)

    expect { described_class.perform_now(now: now) }.not_to have_enqueued_mail
  end
end
