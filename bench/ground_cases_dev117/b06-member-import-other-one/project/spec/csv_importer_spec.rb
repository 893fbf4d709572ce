# frozen_string_literal: true

require "tempfile"
require_relative "../lib/csv_importer"

RSpec.describe CsvImporter do
  def csv(body)
    file = Tempfile.new(["members", ".csv"])
    file.write(body.encode("Shift_JIS"))
    file.close
    file.path
  end

  let(:header) { "会員番号,氏名,メールアドレス,電話番号,生年月日,入会日\n" }

  it "reads members" do
    path = csv(header + "1001,山田 花子,Hanako@Example.jp,090-1234-5678,1988/04/02,2021/06/01\n")
    result = described_class.new(path).call
    expect(result.members.map(&:email)).to eq(["hanako@example.jp"])
  end

  it "reports duplicate member numbers" do
    path = csv(header + "1001,A,a@example.jp,,1990/01/01,2020/01/01\n1001,B,b@example.jp,,1991/01/01,2020/01/01\n")
    result = described_class.new(path).call
    expect(result.members.size).to eq(1)
    expect(result.skipped).to eq([[3, "duplicate member_no 1001"]])
  end
end
