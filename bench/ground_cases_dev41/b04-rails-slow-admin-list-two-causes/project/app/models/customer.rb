class Customer < ApplicationRecord
  has_many :reservations, dependent: :restrict_with_error

  validates :name, presence: true
  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :phone, format: { with: /\A[0-9-]+\z/ }, allow_blank: true

  normalizes :email, with: ->(email) { email.strip.downcase }

  # Shown as a badge in the admin list: has this customer ever returned something late?
  def overdue_history?
    reservations.returned_late.exists?
  end

  def display_name
    kana.present? ? "#{name}（#{kana}）" : name
  end

  def blocked?
    blocked_at.present?
  end

  def block!(reason)
    update!(blocked_at: Time.current, blocked_reason: reason)
  end

  def unblock!
    update!(blocked_at: nil, blocked_reason: nil)
  end

  def active_reservations
    reservations.where(status: %i[confirmed picked_up])
  end
end
