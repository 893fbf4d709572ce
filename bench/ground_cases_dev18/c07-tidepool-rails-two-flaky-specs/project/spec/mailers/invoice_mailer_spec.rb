require "rails_helper"

RSpec.describe InvoiceMailer do
  let(:account) { create(:account, billing_email: "finance@acme.cn") }

  describe "#monthly_statement" do
    let(:mail) { described_class.monthly_statement(account) }

    it "goes to the billing address" do
      expect(mail.to).to eq(["finance@acme.cn"])
    end

    it "puts the statement date in the subject" do
      expect(mail.subject).to eq("快单 对账单 #{Date.current.strftime('%Y-%m-%d')}")
    end
  end

  describe "#renewal_reminder" do
    it "mentions the days left" do
      sub = create(:subscription, account: account, plan: "pro", ends_at: 3.days.from_now)
      expect(described_class.renewal_reminder(sub).subject).to include("PRO", "3 天")
    end
  end
end
