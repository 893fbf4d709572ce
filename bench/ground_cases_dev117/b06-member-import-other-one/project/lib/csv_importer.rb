# frozen_string_literal: true

require "csv"
require "date"
require_relative "member"

# Reads the office's member CSV and returns members plus what was skipped and why.
class CsvImporter
  Result = Struct.new(:members, :skipped, keyword_init: true)

  HEADERS = {
    "会員番号" => :member_no,
    "氏名" => :name,
    "メールアドレス" => :email,
    "電話番号" => :phone,
    "生年月日" => :birthday,
    "入会日" => :joined_on
  }.freeze

  def initialize(path)
    @path = path
  end

  def call
    members = []
    skipped = []
    seen = {}
    CSV.foreach(@path, headers: true, encoding: "Shift_JIS:UTF-8").with_index(2) do |row, lineno|
      attrs = row.to_h.transform_keys { |k| HEADERS.fetch(k.to_s.strip, k) }
      email = Member.normalize_email(attrs[:email])
      if email.nil?
        skipped << [lineno, "no email"]
        next
      end

      no = attrs[:member_no].to_s.strip
      if seen[no]
        skipped << [lineno, "duplicate member_no #{no}"]
        next
      end
      seen[no] = true
      begin
        members << Member.new(
          member_no: no,
          name: attrs[:name].to_s.strip,
          email: email,
          phone: Member.normalize_phone(attrs[:phone]),
          birthday: Date.parse(attrs[:birthday].to_s),
          joined_on: Date.parse(attrs[:joined_on].to_s)
        )
      rescue ArgumentError
        next
      end
    end
    Result.new(members: members, skipped: skipped)
  end
end
