require "rails_helper"

RSpec.describe RenewalMailer do
  let(:account) { create(:account, name: "小林工作室", billing_email: "lin@example.com") }
  let(:plan) { create(:plan, name: "专业版", monthly_price_cents: 9_900, annual_price_cents: 99_900) }

  describe "#upcoming" do
    let(:subscription) do
      create(:subscription, account: account, plan: plan, interval: "month",
                            current_period_end: Time.zone.parse("2025-06-30 00:00"))
    end
    let(:mail) { described_class.upcoming(subscription) }

    it "goes to the billing email" do
      expect(mail.to).to eq(["lin@example.com"])
      expect(mail.subject).to eq("你的专业版订阅将于6月30日自动续费")
    end

    it "shows the renewal amount" do
      expect(mail.body.encoded).to include("¥99.00")
      expect(mail.body.encoded).to include("每月")
    end
  end

  describe "#failed" do
    let(:subscription) { create(:subscription, account: account, plan: plan, interval: "year") }

    it "includes the amount due and the error" do
      mail = described_class.failed(subscription, "card_declined")
      expect(mail.body.encoded).to include("¥999.00")
      expect(mail.body.encoded).to include("card_declined")
    end
  end
end
