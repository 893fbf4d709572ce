class Company < ActiveRecord::Base
  has_many :users
  has_many :orders

  # リクエスト中の「ログイン中の会社」(2016 追加)
  cattr_accessor :current

  validates :name, presence: true

  def display_name
    short_name.presence || name
  end
end
