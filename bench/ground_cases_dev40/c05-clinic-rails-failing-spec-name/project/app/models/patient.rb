class Patient < ApplicationRecord
  has_many :appointments, dependent: :restrict_with_error

  validates :name, presence: true
  validates :phone, presence: true, format: { with: /\A1\d{10}\z/ }

  def masked_phone
    "#{phone[0, 3]}****#{phone[-4..]}"
  end
end
