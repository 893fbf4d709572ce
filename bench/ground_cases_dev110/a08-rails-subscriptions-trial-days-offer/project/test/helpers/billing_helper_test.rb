require "test_helper"

class BillingHelperTest < ActionView::TestCase
  setup do
    @sub = Subscription.new(plan: "starter", status: "trialing")
  end

  test "banner pluralizes one day" do
    @sub.stub(:trial_days_left, 1) do
      @sub.stub(:trialing?, true) do
        assert_includes trial_banner(@sub), "ends in 1 day."
      end
    end
  end

  test "banner pluralizes several days" do
    @sub.stub(:trial_days_left, 5) do
      @sub.stub(:trialing?, true) do
        assert_includes trial_banner(@sub), "ends in 5 days."
      end
    end
  end

  test "no banner when not trialing" do
    @sub.status = "active"
    assert_nil trial_banner(@sub)
  end

  test "price label drops zero cents" do
    assert_equal "$9", price_label(900)
  end
end
