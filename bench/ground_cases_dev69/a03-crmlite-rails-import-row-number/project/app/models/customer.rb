class Customer < ApplicationRecord
  validates :email, presence: true, uniqueness: { case_sensitive: false },
                    format: { with: URI::MailTo::EMAIL_REGEXP }
  validates :name, presence: true
  validates :country, inclusion: { in: %w[DE AT CH GB FR NL] }
  validate :phone_is_plausible

  before_validation :normalize_email

  private

  def normalize_email
    self.email = email.to_s.strip.downcase.presence
  end

  def phone_is_plausible
    return if phone.blank?

    errors.add(:phone, :invalid) unless Phonelib.valid_for_country?(phone, country)
  end
end
