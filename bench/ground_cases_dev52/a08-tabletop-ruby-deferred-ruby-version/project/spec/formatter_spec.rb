# frozen_string_literal: true

require "tabletop"

RSpec.describe Tabletop do
  let(:rows) { [{ name: "web", cpu: 12 }, { name: "db-primary", cpu: 71 }] }

  it "aligns columns" do
    expect(described_class.render(rows)).to eq(<<~TABLE)
      | name       | cpu |
      +------------+-----+
      | web        | 12  |
      | db-primary | 71  |
    TABLE
  end

  it "right-aligns on request" do
    out = described_class.render(rows, align: { cpu: :right })
    expect(out.lines[2]).to eq("| web        |  12 |\n")
  end

  it "truncates long cells" do
    out = described_class.render([{ msg: "connection reset by peer" }], max_width: 10, headers: false)
    expect(out).to eq("| connectio… |\n")
  end

  it "rejects unknown options" do
    expect { described_class.render(rows, bordr: :none) }.to raise_error(ArgumentError, /bordr/)
  end

  it "renders only the given columns" do
    out = described_class.render(rows, columns: [:cpu], headers: false)
    expect(out).to eq("| 12 |\n| 71 |\n")
  end
end
