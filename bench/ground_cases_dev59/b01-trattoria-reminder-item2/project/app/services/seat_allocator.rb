# 人数と日時から空いているテーブルを選ぶ。Web予約フォームとLINE予約の両方から呼ばれる。
class SeatAllocator
  Result = Struct.new(:table, :reason, keyword_init: true)

  def initialize(starts_at:, party_size:, private_room: false)
    @starts_at = starts_at
    @party_size = party_size
    @private_room = private_room
  end

  def call
    candidates.each do |table|
      return Result.new(table: table) if free?(table)
    end
    Result.new(reason: :full)
  end

  private

  def candidates
    if @private_room
      # 貸切は個室テーブルから選ぶ
      Table.where(private_room: true).order(:capacity)
    else
      Table.where(private_room: false)
           .where("capacity >= ?", @party_size)
           .order(:capacity)
    end
  end

  def free?(table)
    ends_at = @starts_at + Reservation::DEFAULT_STAY
    !Reservation.active.where(table: table)
                .where("starts_at < ? AND ends_at > ?", ends_at, @starts_at)
                .exists?
  end
end
