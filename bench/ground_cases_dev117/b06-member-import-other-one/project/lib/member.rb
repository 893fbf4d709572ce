# frozen_string_literal: true

require "date"

# One member row as the membership office exports it (Shift_JIS CSV from their Excel).
class Member
  attr_reader :member_no, :name, :email, :phone, :birthday, :joined_on

  def initialize(member_no:, name:, email:, phone:, birthday:, joined_on:)
    @member_no = member_no
    @name = name
    @email = email
    @phone = phone
    @birthday = birthday
    @joined_on = joined_on
  end

  def self.normalize_email(raw)
    return nil if raw.nil?

    email = raw.strip.downcase
    email.empty? ? nil : email
  end

  def self.normalize_phone(raw)
    return nil if raw.nil?

    digits = raw.unicode_normalize(:nfkc).gsub(/[^0-9]/, "")
    digits.empty? ? nil : digits
  end

  def to_h
    { member_no: member_no, name: name, email: email, phone: phone,
      birthday: birthday&.iso8601, joined_on: joined_on.iso8601 }
  end
end
