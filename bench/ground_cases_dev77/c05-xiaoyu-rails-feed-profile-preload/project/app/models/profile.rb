class Profile < ApplicationRecord
  belongs_to :user

  def avatar_url
    avatar_key.present? ? "https://img.xiaoyu.app/#{avatar_key}?x-oss-process=style/avatar" : DEFAULT_AVATAR
  end

  DEFAULT_AVATAR = "https://img.xiaoyu.app/default-avatar.png".freeze
end
