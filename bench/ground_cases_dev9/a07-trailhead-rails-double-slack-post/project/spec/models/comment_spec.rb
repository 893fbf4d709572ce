require "rails_helper"

RSpec.describe Comment do
  include ActiveJob::TestHelper

  it "schedules moderation after create" do
    expect { create(:comment) }.to have_enqueued_job(CommentModerationJob)
  end

  it "posts to slack when created" do
    expect { create(:comment) }.to have_enqueued_job(SlackPostJob)
  end
end
