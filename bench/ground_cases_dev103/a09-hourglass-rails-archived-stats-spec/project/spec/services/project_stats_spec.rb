require "rails_helper"

RSpec.describe ProjectStats do
  let(:client) { create(:client) }

  before do
    create_list(:project, 2, client: client, billable: true)
    create_list(:project, 3, client: client, archived_at: 2.days.ago)
  end

  describe "#summary" do
    subject(:summary) { described_class.new.summary }

    it "counts archived projects" do
      expect(summary[:archived]).to eq(3)
    end

    it "counts billable projects" do
      expect(summary[:billable]).to eq(2)
    end

    it "reports zero hours without entries" do
      expect(summary[:hours_this_month]).to eq(0)
    end
  end

  describe "#busiest" do
    it "orders by logged minutes" do
      a, b = Project.billable.to_a
      create(:time_entry, project: a, minutes: 30)
      create(:time_entry, project: b, minutes: 90)
      expect(described_class.new.busiest.first).to eq(b)
    end
  end
end
