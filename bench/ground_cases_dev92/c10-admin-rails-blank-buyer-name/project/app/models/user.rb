class User < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error

  validates :phone, presence: true, uniqueness: true, format: { with: /\A1[3-9]\d{9}\z/ }
  validates :nickname, length: { maximum: 30 }

  scope :active, -> { where(banned_at: nil) }

  # Name shown to staff in the admin and in order lists.
  def display_name
    nickname || phone_masked
  end

  def phone_masked
    return "" if phone.blank?

    "#{phone[0, 3]}****#{phone[-4, 4]}"
  end

  def banned?
    banned_at.present?
  end

  def ban!(reason)
    update!(banned_at: Time.current, ban_reason: reason)
  end
end
