require "rails_helper"

RSpec.describe WeeklyDigestJob do
  include ActiveJob::TestHelper

  let(:week_start) { Date.new(2025, 5, 5) }
  let(:team) { create(:team) }
  let(:author) { create(:user) }
  let(:board) { create(:board, team: team) }

  before do
    team.members << author
    create(:card, board: board, updated_by: author, updated_at: week_start + 1.day)
  end

  it "queues a digest for members with activity" do
    reader = create(:user, digest_opt_in: true)
    team.members << reader

    expect { described_class.perform_now(week_start) }
      .to have_enqueued_mail(DigestMailer, :weekly).with(reader, anything, week_start)
  end

  it "skips members who opted out" do
    reader = create(:user, digest_opt_in: false)
    team.members << reader

    expect { described_class.perform_now(week_start) }.not_to have_enqueued_mail(DigestMailer, :weekly)
  end
end
