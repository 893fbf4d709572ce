# frozen_string_literal: true

require "spec_helper"

RSpec.describe IcsLite::Folding do
  it "leaves short lines alone" do
    expect(described_class.fold("SUMMARY:Standup")).to eq("SUMMARY:Standup")
  end

  it "folds long lines with CRLF and a space" do
    line = "DESCRIPTION:#{"a" * 100}"
    folded = described_class.fold(line)
    expect(folded.split("\r\n").first.length).to eq(75)
    expect(folded.split("\r\n")[1]).to start_with(" ")
  end

  it "folds by octets, not characters (#17)" do
    line = "SUMMARY:#{"会议" * 30}"
    folded = described_class.fold(line)
    expect(folded.split("\r\n").map(&:bytesize)).to all(be <= 75)
    expect(described_class.unfold(folded)).to eq(line)
  end

  it "round-trips through unfold" do
    line = "DESCRIPTION:#{"x" * 300}"
    expect(described_class.unfold(described_class.fold(line))).to eq(line)
  end

  it "folds every line of a document" do
    doc = "BEGIN:VEVENT\r\nSUMMARY:#{"b" * 90}\r\nEND:VEVENT"
    expect(described_class.fold_all(doc).scan("\r\n ").size).to eq(1)
  end
end
