# 倉庫の棚番。コードは「ゾーン-列-段」(例: A-12-3)。
class BinLocation < ApplicationRecord
  CODE_FORMAT = /\A[A-Z]-\d{1,3}-\d{1,2}\z/

  has_many :stock_lots

  validates :code, presence: true, uniqueness: true, format: { with: CODE_FORMAT }

  def zone
    code.split("-").first
  end

  def aisle
    code.split("-")[1].to_i
  end

  def level
    code.split("-")[2].to_i
  end
end
