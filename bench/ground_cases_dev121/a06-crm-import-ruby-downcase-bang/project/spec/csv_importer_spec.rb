# frozen_string_literal: true

require "tempfile"
require_relative "../lib/csv_importer"

RSpec.describe CsvImporter do
  def export(text)
    file = Tempfile.new(["export", ".csv"])
    file.write(text)
    file.close
    file.path
  end

  it "yields one contact per row" do
    path = export("name,email,company\nAda,ada@example.com,ACME\nLin,lin@example.com,\n")
    names = described_class.new(path).each_contact.map(&:name)
    expect(names).to eq(%w[Ada Lin])
  end

  it "skips rows without a name" do
    path = export("name,email,company\n,nobody@example.com,ACME\nAda,ada@example.com,ACME\n")
    expect(described_class.new(path).each_contact.count).to eq(1)
  end

  it "skips completely blank rows" do
    path = export("name,email,company\nAda,ada@example.com,ACME\n,,\n, ,\n")
    expect(described_class.new(path).each_contact.map(&:name)).to eq(%w[Ada])
  end
end
