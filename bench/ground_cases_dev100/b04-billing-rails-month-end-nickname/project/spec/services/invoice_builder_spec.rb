# frozen_string_literal: true

require "rails_helper"

RSpec.describe InvoiceBuilder do
  let(:subscription) { create(:subscription, plan_code: "standard", started_on: Date.new(2025, 9, 5)) }
  let(:builder) { described_class.new(subscription, issued_on: Date.new(2025, 10, 5)) }

  before { create(:plan, code: "standard", monthly_price: 1980, yearly_price: 19_800) }

  it "rounds tax down" do
    expect(builder.tax).to eq 198
  end

  it "uses the yearly price for yearly subscriptions" do
    subscription.update!(interval: :yearly)
    expect(builder.subtotal).to eq 19_800
  end

  it "numbers invoices per month" do
    expect(builder.build!.number).to eq "INV-202510-0001"
    expect(described_class.new(subscription, issued_on: Date.new(2025, 10, 6)).build!.number).to eq "INV-202510-0002"
  end

  it "stores the total with tax" do
    invoice = builder.build!
    expect(invoice.subtotal).to eq 1980
    expect(invoice.total).to eq 2178
  end

  it "names the pdf after the month and the subscription" do
    expect(builder.pdf_filename).to eq "invoice-202510-sub#{subscription.id}.pdf"
  end
end
