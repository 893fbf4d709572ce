defmodule Courier.Depots do
  @moduledoc "仓库配置。目前只有几个仓，写死在这里，后面会挪到数据库。"

  defmodule Depot do
    @enforce_keys [:code, :name, :timezone]
    defstruct [:code, :name, :timezone, open_hour: 8, close_hour: 21, currency: "CNY"]

    @type t :: %__MODULE__{
            code: String.t(),
            name: String.t(),
            timezone: String.t(),
            open_hour: non_neg_integer(),
            close_hour: non_neg_integer(),
            currency: String.t()
          }
  end

  @depots [
    %Depot{code: "SHA1", name: "上海青浦仓", timezone: "Asia/Shanghai"},
    %Depot{code: "CTU1", name: "成都双流仓", timezone: "Asia/Shanghai"},
    %Depot{code: "BKK1", name: "曼谷拉卡邦仓", timezone: "Asia/Bangkok", currency: "THB", open_hour: 9}
  ]

  def all, do: @depots

  def get(code) do
    Enum.find(@depots, &(&1.code == code))
  end

  def get!(code) do
    get(code) || raise ArgumentError, "unknown depot #{inspect(code)}"
  end
end
