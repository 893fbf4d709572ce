require "rails_helper"

RSpec.describe Subscription do
  let(:gym) { create(:gym) }
  let(:member) { create(:member) }

  def sub(ends_on:, starts_on: Date.current - 30, **attrs)
    create(:subscription, member:, gym:, plan: "monthly", starts_on:, ends_on:, **attrs)
  end

  describe ".active" do
    it "excludes cancelled ones" do
      sub(ends_on: Date.current + 10, cancelled_at: Time.current)
      expect(described_class.active).to be_empty
    end

    it "includes one ending today" do
      s = sub(ends_on: Date.current)
      expect(described_class.active).to eq([s])
    end
  end

  describe ".expiring_soon" do
    it "includes one ending today" do
      s = sub(ends_on: Date.current)
      expect(described_class.expiring_soon).to include(s)
    end

    it "excludes one ending in 8 days" do
      s = sub(ends_on: Date.current + 8)
      expect(described_class.expiring_soon).not_to include(s)
    end
  end

  describe "#days_left" do
    it "counts whole days" do
      expect(sub(ends_on: Date.current + 3).days_left).to eq(3)
    end
  end
end
