# frozen_string_literal: true

require "spec_helper"

RSpec.describe IcsLite::Event do
  let(:start) { Time.utc(2025, 3, 3, 9, 0, 0) }

  it "writes UTC start and end" do
    lines = described_class.new(summary: "Standup", starts_at: start, ends_at: start + 900).to_lines
    expect(lines).to include("DTSTART:20250303T090000Z", "DTEND:20250303T091500Z")
  end

  it "escapes the summary" do
    lines = described_class.new(summary: "Lunch; maybe, later", starts_at: start).to_lines
    expect(lines).to include("SUMMARY:Lunch\\; maybe\\, later")
  end

  it "writes all-day events as dates" do
    lines = described_class.new(summary: "Holiday", starts_at: start, all_day: true).to_lines
    expect(lines).to include("DTSTART;VALUE=DATE:20250303", "DTEND;VALUE=DATE:20250304")
  end

  it "rejects an end before the start" do
    expect { described_class.new(summary: "x", starts_at: start, ends_at: start - 1) }.to raise_error(ArgumentError)
  end

  it "keeps a given uid" do
    expect(described_class.new(summary: "x", starts_at: start, uid: "abc@example").uid).to eq("abc@example")
  end
end
