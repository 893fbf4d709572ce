require "test_helper"

class InvoiceScheduleTest < ActiveSupport::TestCase
  test "monthly issue date" do
    s = InvoiceSchedule.new(first_issue_on: Date.new(2025, 6, 5), interval_months: 1)
    assert_equal Date.new(2025, 8, 5), s.next_issue_on(Date.new(2025, 7, 20))
  end

  test "issue due on the day" do
    s = InvoiceSchedule.new(first_issue_on: Date.new(2025, 6, 5), interval_months: 1)
    assert s.issue_due?(Date.new(2025, 7, 5))
  end
end
