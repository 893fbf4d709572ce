require "test_helper"
require "mocha/minitest"

class WeeklyDigestJobTest < ActiveJob::TestCase
  include ActionMailer::TestHelper

  setup do
    @week = Date.new(2025, 10, 27)
    DigestStats.stubs(:for).returns(DigestStats.new(new_customers: 3, deals_won: 1, follow_ups: 5))
  end

  test "sends digest to subscribed confirmed users" do
    assert_enqueued_emails 2 do
      WeeklyDigestJob.perform_now(@week)
    end
  end

  test "skips suspended users" do
    users(:bob).update!(suspended_at: 1.day.ago)
    assert_enqueued_emails 1 do
      WeeklyDigestJob.perform_now(@week)
    end
  end

  test "skips users without activity" do
    DigestStats.stubs(:for).returns(DigestStats.new(new_customers: 0, deals_won: 0, follow_ups: 0))
    assert_no_enqueued_emails do
      WeeklyDigestJob.perform_now(@week)
    end
  end

  test "defaults to last week" do
    travel_to Time.zone.local(2025, 11, 3, 8, 0) do
      DigestStats.expects(:for).with(anything, Date.new(2025, 10, 27)..Date.new(2025, 11, 2)).twice
                 .returns(DigestStats.new(new_customers: 1, deals_won: 0, follow_ups: 0))
      WeeklyDigestJob.perform_now
    end
  end
end
