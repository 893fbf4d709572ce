require "rails_helper"

RSpec.describe SurchargeCalculator do
  let(:zones) { class_double(DeliveryZone) }
  let(:remote_zone) { instance_double(DeliveryZone, remote?: true) }
  let(:normal_zone) { instance_double(DeliveryZone, remote?: false) }

  def order(postcode:, weight_grams: 1000, free_shipping: false)
    instance_double(Order, postcode: postcode, weight_grams: weight_grams, free_shipping?: free_shipping)
  end

  it "charges the remote fee for Xinjiang" do
    allow(zones).to receive(:for_postcode).with("830000").and_return(remote_zone)
    expect(described_class.new(order(postcode: "830000"), zones: zones).total_cents).to eq(1800)
  end

  it "charges nothing for Hangzhou" do
    allow(zones).to receive(:for_postcode).with("310000").and_return(normal_zone)
    expect(described_class.new(order(postcode: "310000"), zones: zones).total_cents).to eq(0)
  end

  it "adds the bulky fee over 20kg" do
    allow(zones).to receive(:for_postcode).and_return(normal_zone)
    expect(described_class.new(order(postcode: "310000", weight_grams: 25_000), zones: zones).total_cents).to eq(1200)
  end
end
