class Customer < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error

  validates :name, presence: true
  validates :email, presence: true, uniqueness: { case_sensitive: false }

  before_save { self.email = email.downcase }

  def display_name
    company.present? ? "#{name}（#{company}）" : name
  end

  def vip?
    tier == "vip"
  end

  def self.search(term)
    return all if term.blank?

    where("name ILIKE :t OR email ILIKE :t", t: "%#{sanitize_sql_like(term)}%")
  end
end
