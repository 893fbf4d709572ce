class Project < ApplicationRecord
  belongs_to :owner, class_name: "User"
  has_many :memberships, dependent: :destroy
  has_many :members, through: :memberships, source: :user
  has_many :tasks, dependent: :destroy

  validates :name, presence: true, length: { maximum: 80 }
  validates :slug, presence: true, uniqueness: true, format: { with: /\A[a-z0-9-]+\z/ }

  before_validation :fill_slug

  scope :active, -> { where(archived_at: nil) }

  def archive!
    update!(archived_at: Time.current)
  end

  def archived?
    archived_at.present?
  end

  def to_param
    slug
  end

  private

  def fill_slug
    self.slug ||= name.to_s.parameterize.presence || SecureRandom.hex(4)
  end
end
