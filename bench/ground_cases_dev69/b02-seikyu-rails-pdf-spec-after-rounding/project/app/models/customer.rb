class Customer < ApplicationRecord
  has_many :invoices, dependent: :restrict_with_error

  validates :name, presence: true
  validates :postcode, format: { with: /\A\d{3}-\d{4}\z/ }, allow_blank: true

  def address_lines
    ["〒#{postcode}", "#{prefecture}#{city}#{street}", building].compact_blank
  end

  def honorific_name
    "#{name} #{honorific.presence || "御中"}"
  end
end
