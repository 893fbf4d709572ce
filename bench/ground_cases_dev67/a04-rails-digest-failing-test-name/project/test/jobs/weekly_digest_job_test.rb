require "test_helper"

class WeeklyDigestJobTest < ActiveJob::TestCase
  include ActionMailer::TestHelper

  setup do
    @ana = users(:ana)
    travel_to Time.zone.parse("2026-03-09 06:00")
  end

  teardown { travel_back }

  test "sends a digest to users with hours last week" do
    assert_enqueued_emails 1 do
      WeeklyDigestJob.perform_now
    end
  end

  test "skips users with no hours" do
    Entry.where(user: @ana).delete_all
    assert_no_enqueued_emails do
      WeeklyDigestJob.perform_now
    end
  end

  test "skips deactivated users" do
    users(:dan).update_columns(digest_enabled: true, deactivated_at: 2.days.ago)
    assert_enqueued_emails 1 do
      WeeklyDigestJob.perform_now
    end
  end
end
