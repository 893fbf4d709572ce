require "rails_helper"

RSpec.describe Subscription, type: :model do
  let(:customer) { create(:customer) }
  let(:plan) { create(:plan, interval_days: 30) }

  describe ".due_for_renewal" do
    it "期限が今日のものを含む" do
      sub = create(:subscription, customer:, plan:, current_period_end: Time.zone.today)
      expect(Subscription.due_for_renewal).to include(sub)
    end

    it "期限切れのものを含む" do
      sub = create(:subscription, customer:, plan:,
                                  current_period_start: Time.zone.today - 40,
                                  current_period_end: Time.zone.today - 10)
      expect(Subscription.due_for_renewal).to include(sub)
    end

    it "キャンセル済みは含まない" do
      sub = create(:subscription, :canceled, customer:, plan:, current_period_end: Time.zone.today)
      expect(Subscription.due_for_renewal).not_to include(sub)
    end

    it "翌日以降のものは含まない" do
      sub = create(:subscription, customer:, plan:, current_period_end: Date.today + 1)
      expect(Subscription.due_for_renewal).not_to include(sub)
    end
  end

  describe "#days_left" do
    it "期限までの日数を返す" do
      sub = build(:subscription, current_period_end: Date.new(2025, 12, 10))
      expect(sub.days_left(Date.new(2025, 12, 1))).to eq 9
    end
  end

  describe "#cancel!" do
    it "ステータスを canceled にする" do
      sub = create(:subscription, customer:, plan:)
      sub.cancel!
      expect(sub.reload).to be_canceled
    end

    it "canceled_at を記録する" do
      sub = create(:subscription, customer:, plan:)
      freeze_time do
        sub.cancel!
        expect(sub.reload.canceled_at).to eq Time.current
      end
    end
  end
end
