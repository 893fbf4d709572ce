class User < ApplicationRecord
  has_many :orders

  validates :email, presence: true, uniqueness: true
  validates :locale, inclusion: { in: I18n.available_locales.map(&:to_s) }, allow_blank: true
end
