require "rails_helper"

RSpec.describe Subscription, type: :model do
  let(:customer) { Customer.create!(name: "株式会社こもれび", email: "billing@komorebi.example") }

  def build_sub(started_on)
    Subscription.new(customer: customer, plan: "pro", status: "active", started_on: started_on)
  end

  describe "#next_renewal_after" do
    it "renews on the same day next month" do
      sub = build_sub(Date.new(2025, 3, 15))
      expect(sub.next_renewal_after(Date.new(2025, 3, 15))).to eq(Date.new(2025, 4, 15))
    end

    it "renews on the last day of the month" do
      sub = build_sub(Date.new(2025, 4, 30))
      expect(sub.next_renewal_after(Date.new(2025, 4, 30))).to eq(Date.new(2025, 5, 31))
    end

    it "clamps Jan 31 to the end of February" do
      sub = build_sub(Date.new(2025, 1, 31))
      expect(sub.next_renewal_after(Date.new(2025, 1, 31))).to eq(Date.new(2025, 2, 28))
    end
  end

  describe "#renew!" do
    it "creates an invoice and moves renews_on" do
      sub = build_sub(Date.new(2025, 3, 15)).tap(&:save!)
      expect { sub.renew!(today: Date.new(2025, 4, 15)) }.to change(sub.invoices, :count).by(1)
      expect(sub.reload.renews_on).to eq(Date.new(2025, 4, 15))
    end
  end
end
