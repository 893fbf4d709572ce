class VerificationCode < ApplicationRecord
  SCENES = %w[login bind_phone reset_password].freeze
  LENGTH = 6
  TTL = 5.minutes

  validates :phone, :scene, :value, presence: true
  validates :scene, inclusion: { in: SCENES }

  scope :live, -> { where(used_at: nil).where("expires_at > ?", Time.current) }

  def self.issue!(phone:, scene:)
    where(phone: phone, scene: scene, used_at: nil).update_all(used_at: Time.current)
    create!(phone: phone, scene: scene, value: format("%06d", SecureRandom.random_number(10**LENGTH)),
            expires_at: TTL.from_now)
  end

  def self.consume(phone:, scene:, value:)
    code = live.where(phone: phone, scene: scene).order(created_at: :desc).first
    return false unless code && ActiveSupport::SecurityUtils.secure_compare(code.value, value.to_s)

    code.update!(used_at: Time.current)
    true
  end
end
