# frozen_string_literal: true

# One cleaned-up row of the CRM export.
Contact = Struct.new(:name, :email, :company, keyword_init: true) do
  def self.from_row(row)
    new(
      name: row["name"].to_s.strip,
      email: normalize_email(row["email"]),
      company: row["company"]&.strip
    )
  end

  def self.normalize_email(value)
    value.to_s.strip.downcase!
  end

  def valid?
    !name.empty?
  end

  def to_a
    [name, email, company]
  end
end
