require "rails_helper"

RSpec.describe Invoice, type: :model do
  let(:customer) { Customer.create!(name: "有限会社あおば", email: "keiri@aoba.example") }
  let(:subscription) do
    Subscription.create!(customer: customer, plan: "basic", status: "active", started_on: Date.new(2025, 1, 10))
  end

  describe "#due_date" do
    it "is the end of the following month" do
      invoice = Invoice.new(subscription: subscription, issued_on: Date.new(2025, 9, 5), amount: 980)
      expect(invoice.due_date).to eq(Date.new(2025, 10, 31))
    end

    it "moves to the previous business day when the month ends on a weekend" do
      invoice = Invoice.new(subscription: subscription, issued_on: Date.new(2025, 4, 10), amount: 980)
      expect(invoice.due_date).to eq(Date.new(2025, 5, 30))
    end
  end

  describe "#overdue?" do
    it "is false once paid" do
      invoice = Invoice.create!(subscription: subscription, issued_on: Date.new(2025, 9, 5), amount: 980)
      invoice.mark_paid!
      expect(invoice.overdue?(Date.new(2025, 12, 1))).to be(false)
    end

    it "counts business days after the due date" do
      invoice = Invoice.create!(subscription: subscription, issued_on: Date.new(2025, 9, 5), amount: 980)
      expect(invoice.days_overdue(Date.new(2025, 11, 4))).to eq(1)
    end
  end
end
