require "rails_helper"

RSpec.describe Shift do
  it "is valid from the factory" do
    expect(build(:shift)).to be_valid
  end

  it "requires a role name" do
    expect(build(:shift, role_name: "")).not_to be_valid
  end

  it "requires the end after the start" do
    shift = build(:shift, starts_at: 1.day.from_now, ends_at: 1.day.from_now - 1.hour)
    expect(shift).not_to be_valid
    expect(shift.errors[:ends_at]).to be_present
  end

  it "computes the duration" do
    shift = build(:shift, starts_at: Time.zone.parse("2025-11-05 09:00"), ends_at: Time.zone.parse("2025-11-05 17:30"))
    expect(shift.duration).to eq(8.5.hours)
  end

  describe ".upcoming" do
    it "orders future shifts by start" do
      later = create(:shift, starts_at: 3.days.from_now)
      sooner = create(:shift, starts_at: 1.day.from_now)
      create(:shift, starts_at: 2.days.ago, ends_at: 2.days.ago + 1.hour)
      expect(Shift.upcoming).to eq([sooner, later])
    end
  end

  describe ".for_location" do
    it "filters by location" do
      shift = create(:shift)
      create(:shift)
      expect(Shift.for_location(shift.location)).to eq([shift])
    end
  end

  describe "status" do
    it "defaults to open" do
      expect(build(:shift).status).to eq("open")
    end

    it "knows awaiting approval" do
      expect(build(:shift, :awaiting_approval)).to be_awaiting_approval
    end
  end
end
