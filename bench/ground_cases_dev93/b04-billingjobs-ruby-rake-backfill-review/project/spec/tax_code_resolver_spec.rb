# frozen_string_literal: true

require "spec_helper"

RSpec.describe Billing::TaxCodeResolver do
  subject(:resolver) { described_class.new }

  it "gives domestic customers the standard rate" do
    expect(resolver.resolve(country: "JP", reduced_rate: false)).to eq("JP10")
  end

  it "gives reduced-rate lines 8%" do
    expect(resolver.resolve(country: "jp", reduced_rate: true)).to eq("JP08")
  end

  it "treats other countries as export" do
    expect(resolver.resolve(country: "US", reduced_rate: true)).to eq("EXEMPT_EXPORT")
  end

  it "refuses a customer without a country" do
    expect { resolver.resolve(country: nil, reduced_rate: false) }
      .to raise_error(Billing::TaxCodeResolver::UnknownCountry)
    expect { resolver.resolve(country: " ", reduced_rate: false) }
      .to raise_error(Billing::TaxCodeResolver::UnknownCountry)
  end

  it "labels codes for the accounting CSV" do
    expect(resolver.label("JP08")).to eq("課税売上 8%（軽減）")
    expect(resolver.valid?("JP05")).to be(false)
  end
end
