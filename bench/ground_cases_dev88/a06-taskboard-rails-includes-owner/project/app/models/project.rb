class Project < ApplicationRecord
  belongs_to :account, touch: true
  belongs_to :owner, class_name: "User"
  has_many :tasks, dependent: :destroy

  scope :active, -> { where(archived_at: nil) }
  scope :archived, -> { where.not(archived_at: nil) }

  validates :name, presence: true, length: { maximum: 120 }

  def archive!
    update!(archived_at: Time.current)
  end
end
