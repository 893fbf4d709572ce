class User < ActiveRecord::Base
  has_secure_password
  belongs_to :company

  validates :login_id, presence: true, uniqueness: true

  def display_name
    "#{last_name} #{first_name}"
  end
end
