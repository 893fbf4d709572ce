defmodule Kaoqin.DingTalk.ClientTest do
  use ExUnit.Case, async: false

  alias Kaoqin.DingTalk.{Client, Error}

  setup do
    Req.Test.stub(:dingtalk, fn conn -> Req.Test.json(conn, %{"errcode" => 60020, "errmsg" => "ip not allowed"}) end)
    :ok
  end

  test "non-zero errcode raises" do
    assert_raise Error, ~r/errcode=60020/, fn ->
      Client.request!(:get, "/gettoken", plug: {Req.Test, :dingtalk})
    end
  end
end
