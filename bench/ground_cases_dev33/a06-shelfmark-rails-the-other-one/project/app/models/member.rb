class Member < ApplicationRecord
  MAX_OPEN_LOANS = 8

  has_many :loans, dependent: :restrict_with_error
  has_many :holds, dependent: :destroy

  validates :name, presence: true
  normalizes :email, with: ->(email) { email.strip.downcase }

  validates :email, presence: true, uniqueness: { case_sensitive: false },
                    format: { with: URI::MailTo::EMAIL_REGEXP }
  validates :card_number, presence: true, uniqueness: true

  before_validation :assign_card_number, on: :create

  def self.find_by_login(email)
    find_by(email: email.to_s.strip.downcase)
  end

  def can_borrow?
    !suspended? && loans.outstanding.count < MAX_OPEN_LOANS && loans.overdue.none?
  end

  def display_name
    name.presence || email
  end

  private

  def assign_card_number
    self.card_number ||= loop do
      candidate = format("SM%08d", SecureRandom.random_number(100_000_000))
      break candidate unless Member.exists?(card_number: candidate)
    end
  end
end
