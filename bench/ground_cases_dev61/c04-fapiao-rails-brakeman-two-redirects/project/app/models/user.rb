class User < ApplicationRecord
  has_secure_password validations: false
  has_many :invoices, dependent: :restrict_with_error

  validates :email, presence: true, uniqueness: { case_sensitive: false }

  def self.from_wecom(auth)
    return nil if auth.blank?

    find_by(wecom_userid: auth.uid)
  end
end
