require "rails_helper"

RSpec.describe TrialExpiryJob do
  include ActiveJob::TestHelper

  let!(:ended) { create(:account, plan: "trial", trial_ends_at: 1.hour.ago) }
  let!(:running) { create(:account, plan: "trial", trial_ends_at: 2.days.from_now) }

  before do
    create(:user, account: ended, role: "owner")
    create(:user, account: running, role: "owner")
  end

  it "downgrades ended trials to free" do
    described_class.new.perform
    expect(ended.reload.plan).to eq("free")
    expect(running.reload.plan).to eq("trial")
  end

  it "sends the trial-ended email once" do
    expect { described_class.new.perform }
      .to have_enqueued_mail(TrialMailer, :trial_ended).once
    expect { described_class.new.perform }
      .not_to have_enqueued_mail(TrialMailer, :trial_ended)
  end

  it "marks the account as notified" do
    described_class.new.perform
    expect(ended.reload.trial_end_notified_at).to be_present
  end
end
