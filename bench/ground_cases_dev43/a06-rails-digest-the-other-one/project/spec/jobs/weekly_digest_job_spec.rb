require "rails_helper"

RSpec.describe WeeklyDigestJob do
  include ActiveJob::TestHelper

  let(:user) { create(:user, digest_opt_in: true) }

  it "enqueues the digest mail" do
    expect { described_class.perform_now(user.id) }
      .to have_enqueued_mail(DigestMailer, :weekly)
  end

  it "skips users who opted out" do
    user.update!(digest_opt_in: false)
    expect { described_class.perform_now(user.id) }
      .not_to have_enqueued_mail(DigestMailer, :weekly)
  end

  it "records when the digest went out" do
    freeze_time do
      described_class.perform_now(user.id)
      expect(user.reload.digest_sent_at).to eq(Time.current)
    end
  end
end
