class Customer < ApplicationRecord
  has_one :billing_contact, dependent: :destroy
  belongs_to :sales_rep, class_name: "User", optional: true
  has_many :statements

  scope :active, -> { where(deleted_at: nil) }
  scope :billable, -> { where(billing_stopped: false) }

  validates :name, presence: true
  validates :postal_code, format: { with: /\A\d{3}-\d{4}\z/ }, allow_blank: true

  def address_line
    [prefecture, city, address1, address2].compact.join
  end

  def display_name
    name_kana.present? ? "#{name}（#{name_kana}）" : name
  end

  # 請求先担当者が未登録の取引先は代表メールに送る（2019年以前の移行データに多い）
  def billing_email
    billing_contact&.email.presence || email
  end

  def paper_copies
    self[:paper_copies].to_i.positive? ? self[:paper_copies] : nil
  end

  def to_s
    display_name
  end
end
