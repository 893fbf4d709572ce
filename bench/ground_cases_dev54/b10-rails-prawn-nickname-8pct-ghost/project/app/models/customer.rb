class Customer < ApplicationRecord
  has_many :invoices
  has_many :delivery_notes

  validates :name, presence: true
  validates :postal_code, format: { with: /\A\d{3}-\d{4}\z/ }

  def full_address
    [prefecture, city, address1, address2].reject(&:blank?).join(" ")
  end

  def honorific_name
    "#{name} 御中"
  end

  def self.search(q)
    return all if q.blank?

    where("name ILIKE :q OR name_kana ILIKE :q OR code = :code", q: "%#{sanitize_sql_like(q)}%", code: q)
  end

  def invoice_email
    billing_email.presence || email
  end

  def to_s
    name
  end
end
