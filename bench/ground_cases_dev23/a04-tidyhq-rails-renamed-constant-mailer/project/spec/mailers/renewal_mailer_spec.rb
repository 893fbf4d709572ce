require "rails_helper"

RSpec.describe RenewalMailer do
  let(:account) { create(:account, billing_email: "ap@globex.test", seats: 3) }
  let(:plan) { create(:plan, name: "Team", seat_price_cents: 900) }
  let(:subscription) { create(:subscription, account: account, plan: plan, renews_on: 7.days.from_now.to_date) }

  describe "#reminder" do
    it "puts the days left in the subject" do
      mail = described_class.reminder(subscription)
      expect(mail.subject).to eq("Your Team plan renews in 7 days")
    end

    it "goes to the billing email" do
      expect(described_class.reminder(subscription).to).to eq(["ap@globex.test"])
    end

    it "shows the renewal amount" do
      mail = described_class.reminder(subscription)
      expect(mail.body.encoded).to include("$27.00")
    end
  end
end
