class SignupForm
  include ActiveModel::Model
  include ActiveModel::Attributes

  attribute :email, :string
  attribute :display_name, :string
  attribute :password, :string
  attribute :terms, :boolean

  validates :email, presence: true
  validates :display_name, presence: true
  validates :terms, acceptance: { accept: true }
  validate :email_looks_valid
  validate :email_not_taken

  def save
    return false unless valid?

    @user = User.create!(email: email, display_name: display_name, password: password)
    true
  rescue ActiveRecord::RecordInvalid => e
    errors.merge!(e.record.errors)
    false
  end

  attr_reader :user

  private

  def email_looks_valid
    return if email.blank?
    errors.add(:email, :invalid) unless email.match?(User::EMAIL_FORMAT)
  end

  def email_not_taken
    return if email.blank?
    errors.add(:email, :invalid) if User.exists?(email: email.strip.downcase)
  end
end
