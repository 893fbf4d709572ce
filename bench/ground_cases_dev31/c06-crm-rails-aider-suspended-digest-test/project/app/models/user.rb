class User < ApplicationRecord
  belongs_to :team, optional: true
  has_many :customers, foreign_key: :owner_id, inverse_of: :owner
  has_many :deals, foreign_key: :owner_id, inverse_of: :owner

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :name, presence: true

  # 软删除：离职员工保留数据但不再出现在列表里
  scope :active, -> { where(deleted_at: nil) }
  scope :confirmed, -> { where.not(confirmed_at: nil) }
  scope :subscribed, -> { where(digest_opt_in: true) }
  # 被管理员临时停用（账号冻结、调岗交接中），不能登录也不应收到任何通知
  scope :suspended, -> { where.not(suspended_at: nil) }

  def suspended?
    suspended_at.present?
  end

  def soft_delete!
    update!(deleted_at: Time.current, digest_opt_in: false)
  end

  def display_name
    team ? "#{name}（#{team.name}）" : name
  end
end
