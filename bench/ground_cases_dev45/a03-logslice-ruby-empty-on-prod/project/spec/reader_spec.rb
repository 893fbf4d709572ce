# frozen_string_literal: true

require "tmpdir"
require "logslice/reader"

RSpec.describe Logslice::Reader do
  around do |ex|
    Dir.mktmpdir { |d| @dir = d; ex.run }
  end

  def write(name, text)
    File.write(File.join(@dir, name), text)
  end

  it "yields stamped lines and skips continuation lines" do
    write("app.log", "[2025-11-06 09:00:00] a\n  at foo.rb:1\n[2025-11-06 09:00:01] b\n")
    lines = described_class.new(@dir).each_entry.map(&:line)
    expect(lines).to eq(["[2025-11-06 09:00:00] a", "[2025-11-06 09:00:01] b"])
  end

  it "reads files oldest first" do
    write("b.log", "[2025-11-06 09:00:02] new\n")
    File.utime(Time.now - 60, Time.now - 60, File.join(@dir, "b.log"))
    write("a.log", "[2025-11-06 09:00:03] newer\n")
    expect(described_class.new(@dir).each_entry.map(&:line).last).to end_with("newer")
  end

  it "respects the glob" do
    write("app.txt", "[2025-11-06 09:00:00] x\n")
    expect(described_class.new(@dir).each_entry.to_a).to be_empty
  end
end
